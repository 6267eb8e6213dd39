/**
 * The sandbox gateway (DESIGN §6's offline default): a hosted card page served by Izlog itself at
 * /sandbox-gateway/pay?session=<token>, test cards for approved and declined, a cancel button, and a callback signed with
 * HMAC-SHA256 that the browser posts to Izlog as a bank's page would. It keeps no state: the page's token and the
 * callback carry everything, signed with the sandbox's secret.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TLanguage } from '@izlog/contract/constants';
import { CALLBACK_MAX_AGE_MINUTES, SANDBOX_TEST_CARDS } from '@izlog/contract/payments';
import {
  type PaymentGateway,
  stringFields,
  type TCallbackOutcome,
  type TGatewayCheckout,
  type TRefundRequest,
  type TRefundResult,
  type TStartPayment,
  type TVerifiedCallback,
} from './gateway';
import { constantTimeEqual, sandboxSignature, sandboxSignatureMatches } from './hashes';

export const SANDBOX_PAGE_PREFIX = '/sandbox-gateway';
/** A callback stamped this far in the future is no clock drift but a forgery. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** What the hosted page's token carries: the payment as the merchant asked for it. */
export type TSandboxSession = {
  oid: string;
  amount: number;
  currency: string;
  orderNumber: string;
  description: string;
  okUrl: string;
  failUrl: string;
  lang: TLanguage;
  /** Expiry, epoch milliseconds. */
  exp: number;
};

/** The sandbox's secret: SANDBOX_GATEWAY_SECRET, else one made at first start and kept in the data folder. */
export function sandboxSecret(configured: string | undefined, secretFile: string): string {
  if (configured) return configured;
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(secretFile), { recursive: true });
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export type TSandboxCard = { brand: string; last4: string; outcome: 'approved' | 'declined' };

/** The card form as posted, with what is wrong with it (keys of the page's messages) and the test card it names. */
export function readCardForm(
  body: Record<string, unknown>,
  now: Date,
): {
  form: Record<'card_number' | 'card_name' | 'expiry' | 'cvc', string>;
  problems: Partial<Record<'card_number' | 'card_name' | 'expiry' | 'cvc', 'invalid' | 'unknownCard'>>;
  card: TSandboxCard | null;
} {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim().slice(0, 100) : '');
  const form = {
    card_number: text('card_number'),
    card_name: text('card_name'),
    expiry: text('expiry'),
    cvc: text('cvc'),
  };
  const problems: ReturnType<typeof readCardForm>['problems'] = {};
  const digits = form.card_number.replace(/[\s-]/g, '');
  const card = sandboxCard(digits);
  if (!/^\d{13,19}$/.test(digits)) problems.card_number = 'invalid';
  else if (!card) problems.card_number = 'unknownCard';
  if ([...form.card_name].length < 2) problems.card_name = 'invalid';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  const endOfMonth = expiry ? Date.UTC(2000 + Number(expiry[2]), month, 1) : 0;
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now.getTime()) problems.expiry = 'invalid';
  if (!/^\d{3,4}$/.test(form.cvc)) problems.cvc = 'invalid';
  return { form, problems, card };
}

/** The test cards: the success card is approved, the failure card declined for insufficient funds (code 51). */
export function sandboxCard(cardNumber: string): TSandboxCard | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const brand = digits.startsWith('4') ? 'VISA' : digits.startsWith('5') ? 'MASTERCARD' : 'CARD';
  if (digits === SANDBOX_TEST_CARDS.success) return { brand, last4: digits.slice(-4), outcome: 'approved' };
  if (digits === SANDBOX_TEST_CARDS.failure) return { brand, last4: digits.slice(-4), outcome: 'declined' };
  return null;
}

const STATUS: Record<TCallbackOutcome, { code: string; message: string }> = {
  approved: { code: '00', message: 'Approved' },
  declined: { code: '51', message: 'Declined: insufficient funds' },
  canceled: { code: 'CANCELED', message: 'Canceled by the cardholder' },
  error: { code: '99', message: 'Gateway error' },
};

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  constructor(
    private readonly secret: string,
    /** The platform site's origin: the hosted page lives there. */
    private readonly platformOrigin: string,
    readonly merchantName: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private mac(purpose: string, text: string): Buffer {
    return createHmac('sha256', this.secret).update(`${purpose}\n${text}`).digest();
  }

  startPayment(input: TStartPayment): TGatewayCheckout {
    const session: TSandboxSession = {
      oid: input.transaction.gatewayOrderId,
      amount: input.transaction.amountMinor,
      currency: input.transaction.currency,
      orderNumber: input.order.referenceNo,
      description: input.order.description,
      okUrl: input.returnUrls.ok,
      failUrl: input.returnUrls.fail,
      lang: input.language,
      exp: input.transaction.createdAt.getTime() + CALLBACK_MAX_AGE_MINUTES * 60_000,
    };
    const url = `${this.platformOrigin}${SANDBOX_PAGE_PREFIX}/pay?session=${this.sessionToken(session)}`;
    return { kind: 'redirect', url };
  }

  sessionToken(session: TSandboxSession): string {
    const body = base64url(JSON.stringify(session));
    return `${body}.${base64url(this.mac('session', body))}`;
  }

  /** The page's session, or why not: a forged token is 'invalid', an old one 'expired'. */
  readSession(token: string): { session: TSandboxSession } | { problem: 'invalid' | 'expired' } {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return { problem: 'invalid' };
    if (!constantTimeEqual(Buffer.from(mac, 'base64url'), this.mac('session', body))) return { problem: 'invalid' };
    let session: TSandboxSession;
    try {
      session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TSandboxSession;
    } catch {
      return { problem: 'invalid' };
    }
    return session.exp < this.now().getTime() ? { problem: 'expired' } : { session };
  }

  /**
   * The signed fields the hosted page posts back for a result. The transaction id and authorization code are derived
   * from the order id and outcome, so paying twice with the same card gives the same callback but for its time.
   */
  callbackFields(session: TSandboxSession, outcome: TCallbackOutcome, card: TSandboxCard | null) {
    const derived = this.mac(`result:${outcome}`, session.oid).toString('hex').toUpperCase();
    const fields: Record<string, string> = {
      gateway: 'sandbox',
      oid: session.oid,
      amount: String(session.amount),
      currency: session.currency,
      outcome,
      status_code: STATUS[outcome].code,
      status_message: STATUS[outcome].message,
      auth_code: outcome === 'approved' ? derived.slice(0, 6) : '',
      card_brand: card?.brand ?? '',
      card_last4: card?.last4 ?? '',
      transaction_id: outcome === 'canceled' ? '' : `SBX-${derived.slice(6, 22)}`,
      timestamp: this.now().toISOString(),
    };
    return { ...fields, signature: sandboxSignature(fields, this.secret) };
  }

  verifyCallback(raw: Record<string, unknown>): TVerifiedCallback {
    const { fields, repeated } = stringFields(raw);
    const gatewayOrderId = fields.oid?.trim() || null;
    if (!fields.signature) return { ok: false, reason: 'unsigned', gatewayOrderId };
    if (repeated) return { ok: false, reason: 'malformed', gatewayOrderId };
    if (!sandboxSignatureMatches(fields, this.secret)) return { ok: false, reason: 'bad_signature', gatewayOrderId };
    const outcome = fields.outcome as TCallbackOutcome;
    const occurredAt = new Date(fields.timestamp ?? '');
    if (
      !gatewayOrderId ||
      !(outcome in STATUS) ||
      Number.isNaN(occurredAt.getTime()) ||
      occurredAt.getTime() > this.now().getTime() + MAX_CLOCK_SKEW_MS ||
      !/^\d+$/.test(fields.amount ?? '')
    ) {
      return { ok: false, reason: 'malformed', gatewayOrderId };
    }
    const optional = (name: string) => fields[name] || null;
    return {
      ok: true,
      reason: null,
      outcome,
      gatewayOrderId,
      amountMinor: Number(fields.amount),
      currency: optional('currency'),
      authCode: optional('auth_code'),
      cardBrand: optional('card_brand'),
      last4: optional('card_last4'),
      statusCode: optional('status_code'),
      statusMessage: optional('status_message'),
      gatewayTransactionId: optional('transaction_id'),
      mdStatus: null,
      occurredAt,
    };
  }

  /** The sandbox refunds at once; its answer is recorded by the caller like a bank's. */
  async refund(request: TRefundRequest): Promise<TRefundResult> {
    const reference = `SBX-RF-${this.mac('refund', request.gatewayOrderId).toString('hex').slice(0, 16).toUpperCase()}`;
    return {
      ok: true,
      reference,
      statusCode: '00',
      raw: { oid: request.gatewayOrderId, amount: String(request.amountMinor), reference },
    };
  }
}
