/**
 * The card payment gateway behind one interface (DESIGN §6): Izlog's own sandbox by default, NestPay 3D Pay Hosting
 * (Banca Intesa and others) when configured. A gateway builds the browser's way to its hosted page, verifies what its
 * hosted page posts back, and refunds. It knows no order rules: the payments module checks the callback against the
 * transaction (amount, currency, age, idempotency).
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TGateway } from '@izlog/contract/payments';

/** How the browser gets to the hosted page: a plain redirect, or a form it posts (hosted pages of banks). */
export type TGatewayCheckout =
  | { kind: 'redirect'; url: string }
  | { kind: 'form_post'; url: string; fields: Record<string, string> };

export type TStartPayment = {
  /** `createdAt` fixes what the gateway is sent, so the same attempt is always handed over the same way. */
  transaction: { id: number; gatewayOrderId: string; amountMinor: number; currency: string; createdAt: Date };
  /** What the hosted page shows the buyer: the order's number (its reference) and what is bought. */
  order: { id: number; referenceNo: string; description: string };
  /** Where the hosted page posts its result (the gateway's callback on Izlog): on success and on failure. */
  returnUrls: { ok: string; fail: string };
  language: TLanguage;
};

export type TCallbackOutcome = 'approved' | 'declined' | 'canceled' | 'error';

/** A gateway's answer about one payment, read from its signed fields. */
export type TGatewayResult = {
  outcome: TCallbackOutcome;
  gatewayOrderId: string;
  /** Minor units as the gateway states them: compared with the transaction's. */
  amountMinor: number | null;
  currency: string | null;
  authCode: string | null;
  cardBrand: string | null;
  last4: string | null;
  statusCode: string | null;
  statusMessage: string | null;
  gatewayTransactionId: string | null;
  mdStatus: string | null;
  /** When the gateway says the payment happened: a callback older than CALLBACK_MAX_AGE_MINUTES is late. */
  occurredAt: Date | null;
};

/** Why a callback is refused before it is matched to a transaction. */
export type TCallbackRefusal = 'unsigned' | 'bad_signature' | 'malformed' | 'wrong_merchant';

export type TVerifiedCallback =
  | ({ ok: true; reason: null } & TGatewayResult)
  | { ok: false; reason: TCallbackRefusal; gatewayOrderId: string | null };

export type TRefundRequest = {
  gatewayOrderId: string;
  gatewayTransactionId: string | null;
  amountMinor: number;
  currency: string;
};
export type TRefundResult =
  | { ok: true; reference: string | null; statusCode: string | null; raw: Record<string, string> }
  | { ok: false; statusCode: string | null; message: string; raw: Record<string, string> };

export interface PaymentGateway {
  readonly name: TGateway;
  startPayment(input: TStartPayment): TGatewayCheckout;
  /** Checks the signature and reads the result; never throws on bad input (a refusal says why). */
  verifyCallback(fields: Record<string, unknown>): TVerifiedCallback;
  refund(request: TRefundRequest): Promise<TRefundResult>;
}

/** Form fields as strings: a repeated field (an array) or a nested one is no gateway's, so it is left out. */
export function stringFields(fields: Record<string, unknown>): { fields: Record<string, string>; repeated: boolean } {
  const out: Record<string, string> = {};
  let repeated = false;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') out[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = String(value);
    else repeated = true;
  }
  return { fields: out, repeated };
}

/** "1234.00" from 123400 minor units: the decimal amount gateways take. */
export function decimalAmount(minor: number): string {
  const whole = Math.floor(minor / 100);
  return `${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** 123400 from "1234.00" or "1234,00"; null when it is no amount. */
export function minorFromDecimal(text: string | undefined): number | null {
  const match = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
