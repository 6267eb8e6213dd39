/**
 * NestPay "3D Pay Hosting" (Asseco SEE; Banca Intesa's eway2pay and other Serbian acquirers, research §1): the browser
 * posts a hash-signed field set to the bank's page, the bank posts the result to okUrl/failUrl with a ver3 hash over
 * every field it sends, and refunds go through the XML API (CC5Request Type=Credit).
 */
import { createHmac } from 'node:crypto';
import { ISO_CURRENCY } from '@izlog/contract/payments';
import { fromBelgradeWallClock } from './belgrade-time';
import {
  decimalAmount,
  minorFromDecimal,
  type PaymentGateway,
  stringFields,
  type TGatewayCheckout,
  type TRefundRequest,
  type TRefundResult,
  type TStartPayment,
  type TVerifiedCallback,
} from './gateway';
import { base64HashMatches, nestpayHashV3 } from './hashes';

export type TNestPayConfig = {
  clientId: string;
  storeKey: string;
  gatewayUrl: string;
  apiUrl: string;
  apiUser: string;
  apiPassword: string;
};

/** The acquirer's test hosts (research §1); production hosts come from configuration. */
export const NESTPAY_TEST_GATEWAY_URL = 'https://testsecurepay.eway2pay.com/fim/est3Dgate';
export const NESTPAY_TEST_API_URL = 'https://testsecurepay.eway2pay.com/fim/api';

const CURRENCY_BY_CODE: Record<string, string> = Object.fromEntries(
  Object.entries(ISO_CURRENCY).map(([name, code]) => [code, name]),
);
/** 3-D Secure results accepted: 1 full authentication, 2–4 attempts (research §1). */
const ACCEPTED_MD_STATUS = new Set(['1', '2', '3', '4']);
const REFUND_TIMEOUT_MS = 30_000;

/** The request fields of research §1, signed with hash ver3. */
export function nestpayRequestFields(
  config: Pick<TNestPayConfig, 'clientId' | 'storeKey'>,
  input: TStartPayment,
  rnd: string,
): Record<string, string> {
  const currency = ISO_CURRENCY[input.transaction.currency as keyof typeof ISO_CURRENCY];
  if (!currency) throw new Error(`NestPay takes RSD or EUR, not ${input.transaction.currency}`);
  const fields: Record<string, string> = {
    clientid: config.clientId,
    storetype: '3d_pay_hosting',
    TranType: 'Auth',
    amount: decimalAmount(input.transaction.amountMinor),
    currency,
    oid: input.transaction.gatewayOrderId,
    okUrl: input.returnUrls.ok,
    failUrl: input.returnUrls.fail,
    lang: input.language === 'en' ? 'en' : 'sr',
    rnd,
    hashAlgorithm: 'ver3',
    encoding: 'UTF-8',
  };
  return { ...fields, HASH: nestpayHashV3(fields, config.storeKey) };
}

/** "20261123 19:20:31" (the bank's EXTRA.TRXDATE, Belgrade time) → an instant. */
export function parseTrxDate(text: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})\s+(\d{2}):(\d{2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return fromBelgradeWallClock({ year, month, day, hour, minute, second });
}

const field = (fields: Record<string, string>, name: string): string | null => {
  const value = fields[name]?.trim();
  return value ? value : null;
};

/** Reads and checks the bank's POST to okUrl/failUrl. */
export function verifyNestpayResponse(
  config: Pick<TNestPayConfig, 'clientId' | 'storeKey'>,
  raw: Record<string, unknown>,
): TVerifiedCallback {
  const { fields, repeated } = stringFields(raw);
  const gatewayOrderId = field(fields, 'ReturnOid') ?? field(fields, 'oid');
  const hashName = Object.keys(fields).find((name) => name.toLowerCase() === 'hash');
  if (!hashName || !fields[hashName]) return { ok: false, reason: 'unsigned', gatewayOrderId };
  if (repeated) return { ok: false, reason: 'malformed', gatewayOrderId };
  if (!base64HashMatches(fields[hashName], nestpayHashV3(fields, config.storeKey))) {
    return { ok: false, reason: 'bad_signature', gatewayOrderId };
  }
  if (fields.clientid !== config.clientId) return { ok: false, reason: 'wrong_merchant', gatewayOrderId };
  if (!gatewayOrderId) return { ok: false, reason: 'malformed', gatewayOrderId };

  const response = field(fields, 'Response');
  const code = field(fields, 'ProcReturnCode');
  const mdStatus = field(fields, 'mdStatus');
  // Izlog's own request form posted back carries the same ver3 hash (every field but hash and encoding) and would
  // read as a decline: a bank's answer always says how 3-D Secure went and what the authorization answered.
  if (!mdStatus || (!response && !code)) return { ok: false, reason: 'malformed', gatewayOrderId };
  const approved = response === 'Approved' && code === '00' && ACCEPTED_MD_STATUS.has(mdStatus ?? '');
  const outcome = approved ? 'approved' : response === 'Error' || code === '99' ? 'error' : 'declined';
  const maskedPan = field(fields, 'MaskedPan');
  const last4 = maskedPan ? (/(\d{4})\s*$/.exec(maskedPan)?.[1] ?? null) : null;
  const currencyCode = field(fields, 'currency');
  return {
    ok: true,
    reason: null,
    outcome,
    gatewayOrderId,
    amountMinor: minorFromDecimal(fields.amount),
    currency: currencyCode ? (CURRENCY_BY_CODE[currencyCode] ?? currencyCode) : null,
    authCode: field(fields, 'AuthCode'),
    cardBrand: field(fields, 'EXTRA.CARDBRAND'),
    last4,
    statusCode: code,
    statusMessage: field(fields, 'ErrMsg') ?? field(fields, 'mdErrorMsg') ?? response,
    gatewayTransactionId: field(fields, 'TransId'),
    mdStatus,
    occurredAt: parseTrxDate(fields['EXTRA.TRXDATE']),
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The XML API's refund request: Credit of the order's amount. */
export function creditRequestXml(config: TNestPayConfig, request: TRefundRequest): string {
  const currency = ISO_CURRENCY[request.currency as keyof typeof ISO_CURRENCY] ?? request.currency;
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<CC5Request>',
    element('Name', config.apiUser),
    element('Password', config.apiPassword),
    element('ClientId', config.clientId),
    element('Type', 'Credit'),
    element('OrderId', request.gatewayOrderId),
    element('Total', decimalAmount(request.amountMinor)),
    element('Currency', currency),
    '</CC5Request>',
  ].join('');
}

/** The elements of a CC5Response that a refund needs (flat; <Extra> children by their own names). */
export function parseCc5Response(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of xml.matchAll(/<([A-Za-z][\w.]*)>([^<]*)<\/\1>/g)) {
    out[match[1]!] = unescapeXml(match[2]!.trim());
  }
  return out;
}

export class NestPayGateway implements PaymentGateway {
  readonly name = 'nestpay' as const;
  constructor(private readonly config: TNestPayConfig) {}

  startPayment(input: TStartPayment): TGatewayCheckout {
    // `rnd` is new for every attempt and the same for one attempt asked twice (a second click gets the same form).
    const rnd = createHmac('sha256', this.config.storeKey)
      .update(`${input.transaction.gatewayOrderId}|${input.transaction.createdAt.toISOString()}`)
      .digest('hex')
      .slice(0, 20);
    const fields = nestpayRequestFields(this.config, input, rnd);
    return { kind: 'form_post', url: this.config.gatewayUrl, fields };
  }

  verifyCallback(fields: Record<string, unknown>): TVerifiedCallback {
    return verifyNestpayResponse(this.config, fields);
  }

  async refund(request: TRefundRequest): Promise<TRefundResult> {
    let text: string;
    try {
      const response = await fetch(this.config.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/xml; charset=utf-8' },
        body: creditRequestXml(this.config, request),
        signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) {
        return { ok: false, statusCode: null, message: `NestPay API answered HTTP ${response.status}`, raw: {} };
      }
    } catch (error) {
      return { ok: false, statusCode: null, message: `NestPay API unreachable: ${(error as Error).message}`, raw: {} };
    }
    const raw = parseCc5Response(text);
    if (raw.Response === 'Approved' && raw.ProcReturnCode === '00') {
      return { ok: true, reference: raw.TransId ?? raw.HostRefNum ?? null, statusCode: '00', raw };
    }
    return {
      ok: false,
      statusCode: raw.ProcReturnCode ?? null,
      message: raw.ErrMsg || raw.Response || 'NestPay refused the refund',
      raw,
    };
  }
}
