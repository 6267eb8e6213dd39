/** The NBS IPS QR text's format rules (research §1), on fixed vectors. */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { IpsQrError, ipsAccount, ipsAmount, ipsQrSegments, ipsQrSvg, ipsQrText } from './ips-qr';

const PAYMENT = {
  payeeAccount: '840000000095584510',
  payeeName: 'JP EPS BEOGRAD',
  payeeAddress: 'BALKANSKA 13',
  amountMinor: 359_613,
  purposeCode: '189',
  purpose: 'UPLATA PO RAČUNU ZA STRUJU',
  reference: '9714123412',
};

describe('IPS QR text', () => {
  it('writes the tags in their fixed order, name and address on two lines, no empty tag, no trailing |', () => {
    expect(ipsQrText(PAYMENT)).toBe(
      'K:PR|V:01|C:1|R:840000000095584510|N:JP EPS BEOGRAD\nBALKANSKA 13|I:RSD3596,13|SF:189|' +
        'S:UPLATA PO RAČUNU ZA STRUJU|RO:9714123412',
    );
  });

  it('adds the payer when known and leaves out what is empty', () => {
    const text = ipsQrText({ ...PAYMENT, payeeAddress: '', payer: 'Petar Petrović', purposeCode: undefined });
    expect(text).toBe(
      'K:PR|V:01|C:1|R:840000000095584510|N:JP EPS BEOGRAD|I:RSD3596,13|P:Petar Petrović|SF:289|' +
        'S:UPLATA PO RAČUNU ZA STRUJU|RO:9714123412',
    );
    expect(text).not.toMatch(/\|[A-Z]+:\|/);
    expect(text).not.toMatch(/^\||\|$/);
  });

  it('keeps the separator out of values and blank space off their ends', () => {
    const text = ipsQrText({ ...PAYMENT, payeeName: ' Izlog | d.o.o. ', purpose: 'Licenca|basic ' });
    expect(text).toContain('|N:Izlog d.o.o.\nBALKANSKA 13|');
    expect(text).toContain('|S:Licenca basic|');
    expect(text.split('|')).toHaveLength(9);
  });

  it('writes the amount with a decimal comma and no thousands separator, from 0,01', () => {
    expect(ipsAmount(1)).toBe('RSD0,01');
    expect(ipsAmount(1_200_000)).toBe('RSD12000,00');
    expect(ipsAmount(99_999_999_999_999)).toBe('RSD999999999999,99');
    expect(() => ipsAmount(0)).toThrow(IpsQrError);
    expect(() => ipsAmount(12.5)).toThrow(IpsQrError);
  });

  it('refuses a purpose over 35 characters, a name over 70 and a reference that is not model 97', () => {
    expect(() => ipsQrText({ ...PAYMENT, purpose: 'x'.repeat(36) })).toThrow('at most 35');
    expect(() => ipsQrText({ ...PAYMENT, purpose: 'č'.repeat(35) })).not.toThrow();
    expect(() => ipsQrText({ ...PAYMENT, payeeName: 'x'.repeat(60) })).toThrow('at most 70');
    expect(() => ipsQrText({ ...PAYMENT, reference: '9715123412' })).toThrow('model 97');
    expect(() => ipsQrText({ ...PAYMENT, purpose: '  ' })).toThrow('may not be empty');
  });
});

describe('the payee account', () => {
  it('is 18 digits: bank, account padded to 13, control', () => {
    expect(ipsAccount('840-955845-10')).toBe('840000000095584510');
    expect(ipsAccount('845-0000000404849-87')).toBe('845000000040484987');
    expect(ipsAccount('160-0000000012345-95')).toBe('160000000001234595');
    expect(ipsAccount('840000000095584510')).toBe('840000000095584510');
  });

  it('refuses wrong control digits and other shapes', () => {
    expect(() => ipsAccount('840-955845-11')).toThrow('control digits');
    expect(() => ipsAccount('84-955845-10')).toThrow(IpsQrError);
    expect(() => ipsAccount('IBAN RS35')).toThrow(IpsQrError);
  });
});

describe('the code', () => {
  it('is an SVG of a QR code carrying exactly the text', async () => {
    const text = ipsQrText(PAYMENT);
    const svg = await ipsQrSvg(text);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    // The same text always gives the same modules: the code is the text's, not a picture of something else.
    const modules = QRCode.create(ipsQrSegments(text), { errorCorrectionLevel: 'M' });
    const segments = modules.segments as unknown as { mode: { id: string }; data: Uint8Array }[];
    expect(segments.map((segment) => segment.mode.id)).toEqual(['Byte']);
    expect(Buffer.from(segments[0]!.data).toString('utf8')).toBe(text);
    expect(svg).toBe(await ipsQrSvg(text));
    expect(svg).not.toBe(await ipsQrSvg(ipsQrText({ ...PAYMENT, amountMinor: 359_614 })));
  });
});
