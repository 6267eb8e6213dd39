/**
 * POST /payments/refund-licence-payment/{transactionId} (SPEC §1: a deviation reported within 15 days of the lease is
 * refunded to the same card). Only an approved payment of a new licence, within REFUND_WINDOW_DAYS of the licence's
 * activation: the gateway refunds first (nothing else changes when it refuses), then the sales module closes the
 * licence and reverses a partner's commission. The attempt is claimed as refunded before the gateway is asked, so two
 * refund clicks never refund twice. A payment its order did not take (refund due: the order was paid another way, or
 * no longer waited) is refunded whenever asked and leaves a paid order and its licence alone.
 */
import type { TTransaction } from '@izlog/contract/payments';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import { AppError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { formatBelgradeDate } from '../../../platform/payments/belgrade-time';
import { assertOrderRefundable, refundableUntil, refundOrderPayment } from '../sales/order-settlement';
import { isRefundDue } from './attempt-rules';
import {
  findLicenceTerm,
  findOrder,
  insertCallback,
  lockTransaction,
  type TOrderRow,
  type TTransactionRow,
  updateTransaction,
} from './payments.queries';
import { presentTransaction } from './transaction.presenter';
import { readableTransaction } from './transaction-access';

export async function refundLicencePayment(
  scope: TRequestScope,
  transactionId: number,
  now = new Date(),
): Promise<TTransaction> {
  const { deps } = scope;
  const { transaction, order } = await readableTransaction(scope, transactionId);
  if (transaction.status === 'refunded') throw new AppError(409, 'refund_already_done');
  const refundDue = isRefundDue(transaction);
  if (!refundDue) assertWithinRefundRules(transaction, order, now, await licenceOf(deps, order));
  // The order's own refusal (a renewal paid since) comes before the gateway: a refund the order then refused would
  // have returned the money and kept the licence open.
  const refundsOrder = !refundDue || order.status === 'expired';
  if (refundsOrder) await assertOrderRefundable(deps, order.id);

  // The claim: of two refunds at once, one finds the attempt still approved, the other a 409.
  const claimed = await inUnitOfWork(deps.platformDb, async ({ db: tx }) => {
    const locked = await lockTransaction(tx, transaction.id);
    if (locked?.status !== 'approved') return null;
    return updateTransaction(tx, transaction.id, { status: 'refunded', refundedAt: now });
  });
  if (!claimed) throw new AppError(409, 'refund_already_done');

  const refund = await deps.paymentGateway.refund({
    gatewayOrderId: transaction.gatewayOrderId,
    gatewayTransactionId: transaction.gatewayTransactionId,
    amountMinor: transaction.amountMinor,
    currency: transaction.currency,
  });
  await insertCallback(deps.platformDb, {
    gateway: transaction.gateway,
    transactionId: transaction.id,
    outcome: refund.ok ? 'refund' : 'refund_refused',
    reason: refund.ok ? null : refund.message,
    remoteAddress: null,
    payload: { ...refund.raw, status_code: refund.statusCode, ...(refund.ok ? { reference: refund.reference } : {}) },
  });
  if (!refund.ok) {
    await updateTransaction(deps.platformDb, transaction.id, { status: 'approved', refundedAt: null });
    scope.log.warn({ transactionId: transaction.id, refund }, 'the gateway refused a refund');
    throw new AppError(502, 'refund_gateway_failed', { reason: refund.message });
  }

  // A refund-due payment's order keeps its own payment; only an order left waiting on this money (expired) is refunded.
  if (refundsOrder) {
    await refundOrderPayment(deps, { orderId: order.id, transactionId: transaction.id });
  }
  const refreshed = (await findOrder(deps.platformDb, order.id))!;
  const closed = refreshed.licenceId ? await findLicenceTerm(deps.platformDb, refreshed.licenceId) : undefined;
  return presentTransaction(deps.config, claimed, refreshed, closed);
}

const licenceOf = (deps: TRequestScope['deps'], order: TOrderRow) =>
  order.licenceId ? findLicenceTerm(deps.platformDb, order.licenceId) : Promise.resolve(undefined);

/** SPEC §1's refund: an approved payment of a new licence, within REFUND_WINDOW_DAYS of the licence's activation. */
function assertWithinRefundRules(
  transaction: TTransactionRow,
  order: TOrderRow,
  now: Date,
  licence: Awaited<ReturnType<typeof findLicenceTerm>>,
): void {
  if (transaction.status !== 'approved' || order.kind !== 'new') throw new AppError(422, 'refund_not_refundable');
  // A licence still being made counts from the payment (its activation will be the payment's time).
  const until = refundableUntil({ activatedAt: licence?.activatedAt ?? order.paidAt });
  if (!until) throw new AppError(422, 'refund_not_provisioned');
  if (now.getTime() > until.getTime()) {
    throw new AppError(422, 'refund_window_passed', { date: formatBelgradeDate(until) });
  }
}
