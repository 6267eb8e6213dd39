/**
 * POST /payments/gateway-callback/{gateway}: what the gateway's hosted page posts back (through the buyer's browser,
 * as banks do). Nothing is believed before it is checked: the signature (constant time), the order it names, its
 * amount and currency. Every callback leaves a payment_callbacks row saying what was done with it. The same callback
 * again is answered the same and changes nothing. A verified answer is applied whatever its age while its attempt has
 * no answer yet (even one closed at our side as abandoned), and an approval also to an attempt that ended without
 * money (a decline the bank's page let the buyer retry); any other answer for a finished attempt is refused. An
 * approved payment then settles the order (the sales module); one its order did not take (paid another way, or no
 * longer payable) is logged as an error and marked to be refunded; the others get the confirmation mail once.
 */
import { createHash } from 'node:crypto';
import type { TLanguage } from '@izlog/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import type { TGatewayResult } from '../../../platform/payments/gateway';
import { settleOrderPayment, type TOrderRow } from '../sales/order-settlement';
import type { TOrderLicenceData } from '../sales/provision-order';
import { isRefundDue, REFUND_DUE_MESSAGE } from './attempt-rules';
import { sendSuccessMailOnce } from './payment-mail';
import {
  findTransactionByGatewayOrder,
  insertCallback,
  lockTransaction,
  OPEN_STATUSES,
  type TTransactionRow,
  updateTransaction,
} from './payments.queries';

export type TCallbackAnswer =
  | { kind: 'applied' | 'duplicate'; transaction: TTransactionRow }
  | { kind: 'refused'; reason: string; transactionId: number | null };

type TCallbackMeta = { remoteAddress: string | null; language: TLanguage; log?: FastifyBaseLogger; now?: Date };

/** The callback's meaning, without its time and signature: two answers about the same result hash the same. */
function resultHash(result: TGatewayResult): string {
  const meaning = [
    result.outcome,
    result.gatewayOrderId,
    result.amountMinor,
    result.currency,
    result.authCode,
    result.statusCode,
    result.gatewayTransactionId,
    result.cardBrand,
    result.last4,
    result.mdStatus,
  ];
  return createHash('sha256').update(JSON.stringify(meaning)).digest('hex');
}

/** What a callback row keeps: no PAN-like value (a gateway's field list is not ours to trust), and within bounds. */
const LOGGED_FIELDS = 100;
const LOGGED_CHARS = 1000;
function loggablePayload(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .slice(0, LOGGED_FIELDS)
      .map(([name, value]) => {
        const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
        const kept = /^\d{13,19}$/.test(text.replace(/[\s-]/g, '')) ? '[removed]' : text.slice(0, LOGGED_CHARS);
        return [name.slice(0, 100), kept];
      }),
  );
}

function mismatch(transaction: TTransactionRow, result: TGatewayResult): string | null {
  if (result.amountMinor !== transaction.amountMinor) return 'amount_mismatch';
  if (result.currency !== transaction.currency) return 'currency_mismatch';
  return null;
}

/** Statuses of an attempt that ended without taking money. */
const NO_MONEY_STATUSES = ['declined', 'canceled', 'error'];

/**
 * Whether a finished attempt still takes this verified answer: one closed at our side without the gateway's word (no
 * settling hash: abandoned) takes any; one that ended without money takes an approval, since the card was charged.
 */
function takesAnswer(transaction: TTransactionRow, result: TGatewayResult): boolean {
  if (transaction.settledByHash === null) return true;
  return result.outcome === 'approved' && NO_MONEY_STATUSES.includes(transaction.status);
}

/** The order was paid by this attempt's settlement (its payment time is the attempt's), not another way before it. */
const settledBy = (order: TOrderRow, transaction: TTransactionRow) =>
  ['paid', 'provisioned', 'refunded'].includes(order.status) &&
  order.paidAt !== null &&
  transaction.completedAt !== null &&
  order.paidAt.getTime() === transaction.completedAt.getTime();

export async function acceptGatewayCallback(
  deps: TAppDeps,
  fields: Record<string, unknown>,
  meta: TCallbackMeta,
): Promise<TCallbackAnswer> {
  const gateway = deps.paymentGateway;
  const now = meta.now ?? new Date();
  const record = (outcome: string, reason: string | null, transactionId: number | null) =>
    insertCallback(deps.platformDb, {
      gateway: gateway.name,
      transactionId,
      outcome,
      reason,
      remoteAddress: meta.remoteAddress,
      payload: loggablePayload(fields),
    });
  const refuse = async (reason: string, transactionId: number | null): Promise<TCallbackAnswer> => {
    await record('refused', reason, transactionId);
    return { kind: 'refused', reason, transactionId };
  };

  const verified = gateway.verifyCallback(fields);
  const named = verified.gatewayOrderId
    ? await findTransactionByGatewayOrder(deps.platformDb, gateway.name, verified.gatewayOrderId)
    : undefined;
  if (!verified.ok) return refuse(verified.reason, named?.id ?? null);
  if (!named) return refuse('unknown_order', null);

  const hash = resultHash(verified);
  const decided = await inUnitOfWork(deps.platformDb, async ({ db: tx }) => {
    const transaction = (await lockTransaction(tx, named.id))!;
    const open = (OPEN_STATUSES as readonly string[]).includes(transaction.status);
    if (!open && transaction.settledByHash === hash) return { kind: 'duplicate', transaction } as const;
    if (!open && !takesAnswer(transaction, verified)) {
      return { kind: 'refused', reason: 'already_settled', transaction } as const;
    }
    const problem = mismatch(transaction, verified);
    if (problem) return { kind: 'refused', reason: problem, transaction } as const;
    const applied = await updateTransaction(tx, transaction.id, {
      status: verified.outcome,
      authCode: verified.authCode,
      cardBrand: verified.cardBrand,
      cardLast4: verified.last4,
      statusCode: verified.statusCode,
      statusMessage: verified.statusMessage,
      gatewayTransactionId: verified.gatewayTransactionId,
      mdStatus: verified.mdStatus,
      settledByHash: hash,
      completedAt: now,
    });
    return { kind: 'applied', transaction: applied } as const;
  });

  if (decided.kind === 'refused') return refuse(decided.reason, decided.transaction.id);
  await record(decided.kind, null, decided.transaction.id);
  let transaction = decided.transaction;
  if (transaction.status === 'approved') {
    // Also on a duplicate: a process that stopped between the two steps is completed by the callback coming again.
    const order = await settleOrderPayment(deps, {
      orderId: transaction.orderId,
      transactionId: transaction.id,
      paidAt: transaction.completedAt ?? now,
    });
    if (!settledBy(order, transaction)) {
      transaction = await markRefundDue(deps, transaction, order, meta.log);
    } else {
      // In the language the buyer ordered in: the bank's request says nothing of the buyer's.
      const buyerLanguage = (order.licenceData as TOrderLicenceData).buyer_language ?? 'srp';
      await sendSuccessMailOnce(deps, transaction.id, buyerLanguage, meta.log);
    }
  }
  return { kind: decided.kind, transaction };
}

/**
 * A card charged for an order that did not take the payment: paid another way meanwhile (an IPS transfer, another
 * attempt), or no longer waiting (its names went to another order). The money goes back: the attempt says so to the
 * buyer and the platform admin, and the error log names it.
 */
async function markRefundDue(
  deps: TAppDeps,
  transaction: TTransactionRow,
  order: TOrderRow,
  log: FastifyBaseLogger | undefined,
): Promise<TTransactionRow> {
  if (isRefundDue(transaction)) return transaction;
  log?.error(
    {
      orderId: order.id,
      orderStatus: order.status,
      transactionId: transaction.id,
      amountMinor: transaction.amountMinor,
    },
    'an approved card payment its order did not take (paid another way or no longer payable): refund it',
  );
  return updateTransaction(deps.platformDb, transaction.id, { statusMessage: REFUND_DUE_MESSAGE });
}
