/**
 * NBS IPS QR (the Serbian central bank's instant-payment QR code, research §1) for a proforma invoice (`K:PR`): the
 * text the code carries and the code as SVG. Tags in their fixed order, joined by `|`, no empty tag, no leading or
 * trailing separator; the payee's account as 18 digits and the order's model-97 reference in `RO`.
 */
import { isModel97Reference } from '@izlog/contract/payment-reference';
import QRCode from 'qrcode';

export class IpsQrError extends Error {
  override name = 'IpsQrError';
}

/** The remainder of a digit string by 97, digit by digit (no big numbers). */
const mod97 = (digits: string): number => [...digits].reduce((remainder, d) => (remainder * 10 + Number(d)) % 97, 0);

/**
 * A Serbian bank account as IPS writes it: bank (3) + account zero-padded to 13 + control (2) = 18 digits
 * (840-955845-10 → 840000000095584510). The control digits must be right (the whole number mod 97 is 1).
 */
export function ipsAccount(account: string): string {
  const compact = account.trim();
  let digits: string;
  const parts = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(compact);
  if (parts) digits = `${parts[1]}${parts[2]!.padStart(13, '0')}${parts[3]}`;
  else if (/^\d{18}$/.test(compact)) digits = compact;
  else throw new IpsQrError(`not a Serbian bank account (bank-account-control, e.g. 160-12345-95): ${account}`);
  if (mod97(digits) !== 1) throw new IpsQrError(`the account's control digits are wrong: ${account}`);
  return digits;
}

/** "RSD1234,50": the amount with a decimal comma, no thousands separators; 0,01 to 999 999 999 999,99. */
export function ipsAmount(minor: number): string {
  if (!Number.isInteger(minor) || minor < 1 || minor > 99_999_999_999_999) {
    throw new IpsQrError(`an IPS amount is 0,01 to 999999999999,99 RSD, not ${minor} para`);
  }
  return `RSD${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;
}

/** The payment code (šifra plaćanja): 289 — transactions of citizens, the default most implementers use. */
export const IPS_PURPOSE_CODE_DEFAULT = '289';

export type TIpsPayment = {
  /** 18 digits (ipsAccount). */
  payeeAccount: string;
  payeeName: string;
  payeeAddress?: string;
  amountMinor: number;
  payer?: string;
  purposeCode?: string;
  /** What the payment is for, at most 35 characters. */
  purpose: string;
  /** The model-97 reference: `97`, its check digits and the reference's digits. */
  reference: string;
};

/** A value may not hold the separator, nor start or end with blank space. */
const clean = (value: string) =>
  value
    .replace(/\|/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();

function limited(tag: string, value: string, max: number): string {
  if (!value) throw new IpsQrError(`IPS tag ${tag} may not be empty`);
  if ([...value].length > max) throw new IpsQrError(`IPS tag ${tag} holds at most ${max} characters: "${value}"`);
  return value;
}

export function ipsQrText(payment: TIpsPayment): string {
  if (!/^\d{18}$/.test(payment.payeeAccount)) throw new IpsQrError('IPS tag R is 18 digits');
  const name = clean(payment.payeeName.replace(/[\r\n]+/g, ' '));
  const address = payment.payeeAddress ? clean(payment.payeeAddress.replace(/[\r\n]+/g, ' ')) : '';
  const reference = payment.reference.replace(/[\s-]/g, '');
  if (!isModel97Reference(reference)) throw new IpsQrError(`not a model 97 reference: ${payment.reference}`);
  const purposeCode = payment.purposeCode ?? IPS_PURPOSE_CODE_DEFAULT;
  if (!/^\d{3}$/.test(purposeCode)) throw new IpsQrError('IPS tag SF is 3 digits');
  const payer = payment.payer ? clean(payment.payer.replace(/[\r\n]+/g, ' ')) : '';
  const tags: [string, string][] = [
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', payment.payeeAccount],
    ['N', limited('N', address ? `${name}\n${address}` : name, 70)],
    ['I', ipsAmount(payment.amountMinor)],
    ...(payer ? [['P', limited('P', payer, 70)] as [string, string]] : []),
    ['SF', purposeCode],
    ['S', limited('S', clean(payment.purpose), 35)],
    ['RO', limited('RO', reference, 35)],
  ];
  return tags.map(([tag, value]) => `${tag}:${value}`).join('|');
}

/** The text as one byte-mode segment of UTF-8 (no numeric or Kanji runs a bank's reader could take differently). */
export const ipsQrSegments = (text: string): QRCode.QRCodeSegment[] => [
  { data: new Uint8ClampedArray(Buffer.from(text, 'utf8')), mode: 'byte' },
];

/** The code as an SVG document (error correction M, a quiet zone of 4 modules as scanners expect). */
export function ipsQrSvg(text: string): Promise<string> {
  return QRCode.toString(ipsQrSegments(text), { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
