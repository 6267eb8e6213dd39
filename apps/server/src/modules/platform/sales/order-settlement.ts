/**
 * What money does to an order (issue 13), for the payments module and the platform admin's proforma payments:
 * settling a payment (paid, the partner's commission, a renewal's new term or the new licence's provisioning job) and
 * refunding it (refunded, the licence closed, the commission reversed). Each is one transaction over the locked order,
 * and idempotent: a second call finds the order already moved and answers it as it is.
 */
import type { FastifyBaseLogger } from 'fastify';
import { inUnitOfWork, type TUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/http/errors';
import { earnsCommission } from '../../../platform/permissions/policy';
import { changeLicenceStatus } from './licence-status';
import { renewedTermEnd } from './licence-term';
import { queueProvisioning } from './provisioning-queue';
import {
  findCommission,
  findOrder,
  findOrderByReference,
  findOrderOfUser,
  findPaidRenewal,
  findPlatformUser,
  insertCommission,
  isNameHeld,
  lockLicence,
  lockOrder,
  type TOrderRow,
  updateOrder,
} from './sales.queries';

export { refundableUntil } from './licence-term';
export type { TOrderRow } from './sales.queries';

type TSettlement = {
  orderId: number;
  transactionId: number | null;
  paidAt?: Date;
  /** Where money that cannot be applied is reported (a renewal paid for a closed licence). */
  log?: FastifyBaseLogger;
};

/** A renewal paid after its licence was closed (a refund, a sales user): the money waits on the order to go back. */
export const RENEWAL_LICENCE_CLOSED = 'paid after its licence was closed: the payment is to be refunded';

/** A partner's share of a payment, in minor units (half away from zero); 0 for everyone else. */
export const commissionOf = (totalMinor: number, rateBp: number): number => Math.round((totalMinor * rateBp) / 10_000);

async function accrueCommission(tx: TUnitOfWork, order: TOrderRow, transactionId: number | null): Promise<void> {
  const seller = await findPlatformUser(tx.db, order.platformUserId);
  if (!seller || !earnsCommission(seller.role) || seller.commissionRateBp <= 0 || order.totalMinor <= 0) return;
  await insertCommission(tx.db, {
    partnerId: seller.id,
    licenceId: order.licenceId,
    orderId: order.id,
    transactionId,
    kind: 'accrual',
    amountMinor: commissionOf(order.totalMinor, seller.commissionRateBp),
    rateBp: seller.commissionRateBp,
  });
}

/**
 * A paid renewal: the licence's new term, and an expired licence active again. Answers the order as applied. A
 * licence closed while the payment was under way gets nothing: the order stays paid, says why, earns no commission and
 * is reported, since its money must go back to the buyer.
 */
async function applyRenewal(deps: TAppDeps, tx: TUnitOfWork, order: TOrderRow, settlement: TSettlement, paidAt: Date) {
  const licence = order.licenceId ? await lockLicence(tx.db, order.licenceId) : undefined;
  if (!licence || licence.status === 'closed') {
    const flagged = await updateOrder(tx.db, order.id, {
      status: 'paid',
      paidAt,
      provisioningError: RENEWAL_LICENCE_CLOSED,
    });
    tx.afterCommit(() =>
      settlement.log?.error(
        { orderId: order.id, licenceId: order.licenceId, transactionId: settlement.transactionId },
        'a renewal was paid for a closed licence: refund it',
      ),
    );
    return flagged;
  }
  const paid = await updateOrder(tx.db, order.id, { status: 'paid', paidAt });
  await accrueCommission(tx, paid, settlement.transactionId);
  await deps.licenceRows.update(tx, licence.id, { expiresAt: renewedTermEnd(licence.expiresAt, paidAt) });
  if (licence.status === 'expired') {
    await changeLicenceStatus(deps, licence.id, 'active', { reason: `renewal order ${order.id} paid`, tx });
  }
  return updateOrder(tx.db, order.id, { status: 'provisioned', provisionedAt: paidAt, provisioningError: null });
}

export const LATE_PAYMENT_NAMES_TAKEN = 'paid after its reservation lapsed, when its address was already taken';

/**
 * A payment that arrives after the order's reservation lapsed (the buyer lingered on the card page) still counts
 * while no other licence or open order took its names; a renewal always can.
 */
async function mayStillBePaid(tx: TUnitOfWork, order: TOrderRow): Promise<boolean> {
  if (order.kind !== 'new') return true;
  return !(await isNameHeld(tx.db, { subdomain: order.subdomain, domain: order.customDomain }));
}

/**
 * Settles a payment of the order: awaiting_payment (or a lapsed reservation whose names are still free) → paid; any
 * other status: nothing changes, the order is answered as it is. A new licence is then provisioned by a job queued in
 * the same transaction; a renewal takes effect at once (or, its licence closed meanwhile, waits to be refunded).
 */
export async function settleOrderPayment(deps: TAppDeps, settlement: TSettlement): Promise<TOrderRow> {
  const paidAt = settlement.paidAt ?? new Date();
  return inUnitOfWork(
    deps.platformDb,
    async (tx) => {
      const order = await lockOrder(tx.db, settlement.orderId);
      if (!order) throw notFound();
      if (order.status === 'expired' && !(await mayStillBePaid(tx, order))) {
        // Paid after its reservation lapsed and its names went to someone else: the money waits on the order for a
        // refund (the console shows why); nothing else changes.
        return updateOrder(tx.db, order.id, {
          provisioningError: LATE_PAYMENT_NAMES_TAKEN,
          paidAt: order.paidAt ?? paidAt,
        });
      }
      if (order.status !== 'awaiting_payment' && order.status !== 'expired') {
        // Settled before: a new licence still waiting for its site gets its job again if it has none waiting (the queue
        // keeps one per order) — after a provisioning that failed for good, a repeated settlement tries once more.
        if (order.status === 'paid' && order.kind === 'new') await queueProvisioning(deps, order.id, tx.db);
        return order;
      }
      if (order.kind === 'renewal') return applyRenewal(deps, tx, order, settlement, paidAt);
      const paid = await updateOrder(tx.db, order.id, { status: 'paid', paidAt });
      await accrueCommission(tx, paid, settlement.transactionId);
      await queueProvisioning(deps, paid.id, tx.db);
      return paid;
    },
    { log: settlement.log },
  );
}

/**
 * Why a paid order's refund is refused, or null: a new licence's purchase is not refunded while a later renewal of
 * that licence is paid (closing the licence would keep the renewal's money; support settles the renewal first).
 */
async function refundRefusalOf(db: TUnitOfWork['db'], order: TOrderRow): Promise<AppError | null> {
  if (order.kind !== 'new' || !order.licenceId) return null;
  return (await findPaidRenewal(db, order.licenceId)) ? new AppError(409, 'refund_licence_renewed') : null;
}

/**
 * For the payments module, before it asks the gateway to refund: the refusal refundOrderPayment would give (409),
 * so the card is not refunded for an order that cannot be. Nothing is locked; refundOrderPayment checks again.
 */
export async function assertOrderRefundable(deps: TAppDeps, orderId: number): Promise<void> {
  const order = await findOrder(deps.platformDb, orderId);
  if (!order) throw notFound();
  const refusal = await refundRefusalOf(deps.platformDb, order);
  if (refusal) throw refusal;
}

/**
 * Refunds the order's payment (the gateway's refund and the 15-day window are the payments module's): paid or
 * provisioned → refunded, its licence closed, a partner's commission reversed. Refunded already: answered as it is.
 * A purchase whose licence has a paid renewal is refused (409 refund_licence_renewed) and nothing changes.
 */
export async function refundOrderPayment(
  deps: TAppDeps,
  refund: { orderId: number; transactionId: number | null },
): Promise<TOrderRow> {
  return inUnitOfWork(deps.platformDb, async (tx) => {
    const order = await lockOrder(tx.db, refund.orderId);
    if (!order) throw notFound();
    if (order.status === 'refunded') return order;
    const wasPaid =
      order.status === 'paid' ||
      order.status === 'provisioned' ||
      (order.status === 'expired' && order.paidAt !== null);
    if (!wasPaid) throw new AppError(409, 'order_not_refundable');
    // The licence is locked before its renewals are read: a renewal settling at the same time either committed
    // (and is seen here) or waits for this lock and then finds the licence closed.
    const licence = order.licenceId ? await lockLicence(tx.db, order.licenceId) : undefined;
    const refusal = await refundRefusalOf(tx.db, order);
    if (refusal) throw refusal;
    const refunded = await updateOrder(tx.db, order.id, { status: 'refunded' });
    if (licence && licence.status !== 'closed') {
      await changeLicenceStatus(deps, licence.id, 'closed', { reason: `order ${order.id} refunded`, tx });
    }
    const accrual = await findCommission(tx.db, order.id, 'accrual');
    if (accrual) {
      await insertCommission(tx.db, {
        partnerId: accrual.partnerId,
        licenceId: order.licenceId,
        orderId: order.id,
        transactionId: refund.transactionId,
        kind: 'reversal',
        amountMinor: -accrual.amountMinor,
        rateBp: accrual.rateBp,
      });
    }
    return refunded;
  });
}

/** The buyer's own order (another's, or none, is the same 404). */
export async function findPayableOrder(deps: TAppDeps, platformUserId: number, orderId: number): Promise<TOrderRow> {
  const order = await findOrderOfUser(deps.platformDb, platformUserId, orderId);
  if (!order) throw notFound();
  return order;
}

/** The order of a model-97 reference (the IPS QR proforma's "poziv na broj"), or null. */
export async function orderOfReference(deps: TAppDeps, referenceNo: string): Promise<TOrderRow | null> {
  return (await findOrderByReference(deps.platformDb, referenceNo.replace(/[\s-]/g, ''))) ?? null;
}
