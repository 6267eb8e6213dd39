/**
 * NestPay's hash ver3 against fixed vectors. The expected Base64 strings were computed once outside this code (a
 * separate Python implementation of research §1's definition) and pasted; a tiny step-by-step implementation here
 * checks the same vectors from the definition again.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64HashMatches, naturalCaseCompare, nestpayHashText, nestpayHashV3 } from './hashes';
import {
  creditRequestXml,
  nestpayRequestFields,
  parseCc5Response,
  parseTrxDate,
  verifyNestpayResponse,
} from './nestpay';

const CALLBACK = 'https://izlog.example.com/api/v1/payments/gateway-callback/nestpay';
const STORE_KEY = 'TEST1234';
const CONFIG = { clientId: '13IN060426', storeKey: STORE_KEY };

const REQUEST: Record<string, string> = {
  clientid: '13IN060426',
  storetype: '3d_pay_hosting',
  TranType: 'Auth',
  amount: '1200.00',
  currency: '941',
  oid: '9712000123-1',
  okUrl: CALLBACK,
  failUrl: CALLBACK,
  lang: 'sr',
  rnd: '4f1c2b',
  hashAlgorithm: 'ver3',
  encoding: 'UTF-8',
};
const REQUEST_HASH = '4h9gSoxk+82QzBao86qUreT24eyJQF1nyCjUb+x67Lt9S/NIIyu8/kNTjMgtI+jbCiJznqaMIgIG7bU7O/+Wgw==';

const RESPONSE: Record<string, string> = {
  ...REQUEST,
  Response: 'Approved',
  ProcReturnCode: '00',
  mdStatus: '1',
  AuthCode: 'P12345',
  TransId: '26327Q1b2',
  MaskedPan: '411111***1111',
  'EXTRA.CARDBRAND': 'VISA',
  'EXTRA.TRXDATE': '20261123 19:20:31',
  ErrMsg: '',
  HASHPARAMS: 'x',
  ReturnOid: '9712000123-1',
  Ecom_Payment_Card_ExpDate_Year: '28',
};
const RESPONSE_HASH = 'qHXJLgu5hMGeYjzni4ILFEQYo+a9N/hPXgp7+h+6aBhvSjnQAAxBbKXHPlSCbboItrSzmOFewWmfY+JyHPdh4w==';

/** Values holding the separator and the escape character, names with numbers, a store key with both. */
const ODD: Record<string, string> = {
  clientid: '13IN060426',
  oid: 'a|b',
  note: 'back\\slash|pipe\\|both',
  Field10: 'ten',
  field2: 'two',
  amount: '1.00',
};
const ODD_KEY = 'store|key\\x';
const ODD_HASH = 'WYAvntpYusv9UGXVD8vk4Exmk9GheC3qkFSgE472732SG97Gb+C5D1suQC9b+vcfqPOlo4YIWdyqTe8iQ5nYlQ==';

/** The definition, step by step, written apart from the adapter. */
function byDefinition(fields: Record<string, string>, storeKey: string, order: string[]): string {
  const escapeValue = (value: string) => value.split('\\').join('\\\\').split('|').join('\\|');
  let plain = '';
  for (const name of order) plain += `${escapeValue(fields[name]!)}|`;
  plain += escapeValue(storeKey);
  const digest = createHash('sha512');
  digest.update(Buffer.from(plain, 'utf8'));
  return digest.digest().toString('base64');
}

describe('NestPay hash ver3', () => {
  it('signs a request as the fixed vector says (encoding and HASH left out, names in natural case-blind order)', () => {
    const order = [
      'amount',
      'clientid',
      'currency',
      'failUrl',
      'hashAlgorithm',
      'lang',
      'oid',
      'okUrl',
      'rnd',
      'storetype',
      'TranType',
    ];
    expect(nestpayHashText(REQUEST, STORE_KEY)).toBe(`${order.map((name) => REQUEST[name]).join('|')}|TEST1234`);
    expect(nestpayHashV3(REQUEST, STORE_KEY)).toBe(REQUEST_HASH);
    expect(byDefinition(REQUEST, STORE_KEY, order)).toBe(REQUEST_HASH);
  });

  it('verifies a response over every field the bank sent, empty ones included', () => {
    expect(nestpayHashV3(RESPONSE, STORE_KEY)).toBe(RESPONSE_HASH);
    const names = Object.keys(RESPONSE).filter((name) => name !== 'encoding');
    expect(byDefinition(RESPONSE, STORE_KEY, names.sort(naturalCaseCompare))).toBe(RESPONSE_HASH);
  });

  it('escapes \\ and | in values and in the store key, and orders numbered names as numbers', () => {
    expect(nestpayHashText(ODD, ODD_KEY)).toBe(
      '1.00|13IN060426|two|ten|back\\\\slash\\|pipe\\\\\\|both|a\\|b|store\\|key\\\\x',
    );
    expect(nestpayHashV3(ODD, ODD_KEY)).toBe(ODD_HASH);
    expect(byDefinition(ODD, ODD_KEY, ['amount', 'clientid', 'field2', 'Field10', 'note', 'oid'])).toBe(ODD_HASH);
    // Without escaping, moving a separator between two values would keep the hash: it must not.
    expect(nestpayHashV3({ ...ODD, oid: 'a', note: `b|${ODD.note}` }, ODD_KEY)).not.toBe(ODD_HASH);
  });

  it('reads a + that arrived as a space back as a +, wherever it stands in the hash', () => {
    const hash = '+ab/cd+ef==';
    expect(base64HashMatches(hash, hash)).toBe(true);
    expect(base64HashMatches(' ab/cd ef==', hash)).toBe(true);
    expect(base64HashMatches(' ab/cd+ef==\n', hash)).toBe(true);
    expect(base64HashMatches('ab/cd ef==', hash)).toBe(false);
  });

  it('builds the request fields of research §1, signed', () => {
    const fields = nestpayRequestFields(
      CONFIG,
      {
        transaction: {
          id: 5,
          gatewayOrderId: '9712000123-1',
          amountMinor: 120_000,
          currency: 'RSD',
          createdAt: new Date(),
        },
        order: { id: 1, referenceNo: '9712000123', description: 'Izlog' },
        returnUrls: { ok: CALLBACK, fail: CALLBACK },
        language: 'srp',
      },
      '4f1c2b',
    );
    expect(fields).toEqual({ ...REQUEST, HASH: REQUEST_HASH });
  });
});

describe('the bank’s answer', () => {
  it('is approved with code 00 and a 3-D Secure status of 1 to 4, and says what the result page shows', () => {
    const verified = verifyNestpayResponse(CONFIG, { ...RESPONSE, HASH: RESPONSE_HASH });
    expect(verified).toMatchObject({
      ok: true,
      outcome: 'approved',
      gatewayOrderId: '9712000123-1',
      amountMinor: 120_000,
      currency: 'RSD',
      authCode: 'P12345',
      cardBrand: 'VISA',
      last4: '1111',
      statusCode: '00',
      gatewayTransactionId: '26327Q1b2',
      mdStatus: '1',
    });
    // 19:20:31 in Belgrade in November is 18:20:31 UTC.
    expect(verified.ok && verified.occurredAt?.toISOString()).toBe('2026-11-23T18:20:31.000Z');
  });

  it('keeps a + of the Base64 hash through form decoding, encoded or not', async () => {
    expect(RESPONSE_HASH).toContain('+');
    const encoded = new URLSearchParams({ ...RESPONSE, HASH: RESPONSE_HASH }).toString();
    expect(encoded).toContain('%2B');
    const decoded = Object.fromEntries(new URLSearchParams(encoded));
    expect(verifyNestpayResponse(CONFIG, decoded).ok).toBe(true);
    // A sender that did not encode the + sends a space after decoding: still the bank's hash.
    const careless = encoded.replace(/%2B/g, '+');
    const spaced = Object.fromEntries(new URLSearchParams(careless));
    expect(spaced.HASH).toContain(' ');
    expect(verifyNestpayResponse(CONFIG, spaced).ok).toBe(true);
  });

  it('refuses a missing, wrong or foreign-merchant hash and repeated fields', () => {
    expect(verifyNestpayResponse(CONFIG, RESPONSE)).toMatchObject({ ok: false, reason: 'unsigned' });
    expect(verifyNestpayResponse(CONFIG, { ...RESPONSE, amount: '1.00', HASH: RESPONSE_HASH })).toMatchObject({
      ok: false,
      reason: 'bad_signature',
      gatewayOrderId: '9712000123-1',
    });
    expect(verifyNestpayResponse({ ...CONFIG, storeKey: 'OTHER' }, { ...RESPONSE, HASH: RESPONSE_HASH }).ok).toBe(
      false,
    );
    const foreign = { ...RESPONSE, clientid: '99OTHER' };
    expect(
      verifyNestpayResponse(CONFIG, { ...foreign, HASH: nestpayHashV3(foreign, STORE_KEY) }).ok === false &&
        verifyNestpayResponse(CONFIG, { ...foreign, HASH: nestpayHashV3(foreign, STORE_KEY) }),
    ).toMatchObject({ reason: 'wrong_merchant' });
    expect(verifyNestpayResponse(CONFIG, { ...RESPONSE, HASH: RESPONSE_HASH, AuthCode: ['a', 'b'] })).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses Izlog’s own request form posted back (the same ver3 hash, but no result in it) as malformed', () => {
    const echo = { ...REQUEST, HASH: REQUEST_HASH };
    expect(verifyNestpayResponse(CONFIG, echo)).toEqual({
      ok: false,
      reason: 'malformed',
      gatewayOrderId: '9712000123-1',
    });
    // A signed answer missing its 3-D Secure status, or both its result fields, is no answer of the bank's either.
    const signedWithout = (...names: string[]) => {
      const fields = Object.fromEntries(Object.entries(RESPONSE).filter(([name]) => !names.includes(name)));
      return verifyNestpayResponse(CONFIG, { ...fields, HASH: nestpayHashV3(fields, STORE_KEY) });
    };
    expect(signedWithout('mdStatus')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(signedWithout('Response', 'ProcReturnCode')).toMatchObject({ ok: false, reason: 'malformed' });
    expect(signedWithout('ProcReturnCode')).toMatchObject({ ok: true, outcome: 'declined' });
  });

  it('reads a decline (51), a failed 3-D Secure and an error', () => {
    const signed = (changes: Record<string, string>) => {
      const fields = { ...RESPONSE, ...changes };
      return verifyNestpayResponse(CONFIG, { ...fields, HASH: nestpayHashV3(fields, STORE_KEY) });
    };
    expect(signed({ Response: 'Declined', ProcReturnCode: '51', ErrMsg: 'Insufficient funds' })).toMatchObject({
      outcome: 'declined',
      statusCode: '51',
      statusMessage: 'Insufficient funds',
    });
    expect(signed({ mdStatus: '0' })).toMatchObject({ outcome: 'declined' });
    expect(signed({ Response: 'Error', ProcReturnCode: '99', ErrMsg: 'System error' })).toMatchObject({
      outcome: 'error',
    });
  });

  it('reads the bank’s time in Belgrade summer and winter time', () => {
    expect(parseTrxDate('20260715 12:00:00')?.toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(parseTrxDate('20260115 12:00:00')?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(parseTrxDate('yesterday')).toBeNull();
  });
});

describe('the XML API refund', () => {
  it('asks for a Credit of the order’s amount, with XML-escaped credentials', () => {
    const xml = creditRequestXml(
      { ...CONFIG, gatewayUrl: '', apiUrl: '', apiUser: 'api<user>', apiPassword: 'p&ss' },
      { gatewayOrderId: '9712000123-1', gatewayTransactionId: 'T1', amountMinor: 120_000, currency: 'RSD' },
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><CC5Request><Name>api&lt;user&gt;</Name><Password>p&amp;ss</Password>' +
        '<ClientId>13IN060426</ClientId><Type>Credit</Type><OrderId>9712000123-1</OrderId><Total>1200.00</Total>' +
        '<Currency>941</Currency></CC5Request>',
    );
  });

  it('reads the answer’s elements', () => {
    expect(
      parseCc5Response(
        '<CC5Response><OrderId>1-1</OrderId><Response>Approved</Response><ProcReturnCode>00</ProcReturnCode>' +
          '<ErrMsg></ErrMsg><TransId>T&amp;2</TransId><Extra><HOSTDATE>1123</HOSTDATE></Extra></CC5Response>',
      ),
    ).toMatchObject({ OrderId: '1-1', Response: 'Approved', ProcReturnCode: '00', TransId: 'T&2', HOSTDATE: '1123' });
  });
});
