/**
 * The second way to pay (issue 13, 7a): a proforma invoice with an NBS IPS QR code (K:PR) that the buyer's banking
 * app scans, the order's model-97 reference as "poziv na broj"; the platform admin marks it paid when the money
 * arrives (settled like a card payment, without a card attempt).
 */
import type { TDomainInvoice } from '@izlog/contract/payments';
import type { TSalesOrder } from '@izlog/contract/sales';
import type { TAppDeps } from '../../../platform/deps';
import { AppError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { formatBelgradeTime } from '../../../platform/payments/belgrade-time';
import { ipsAccount, ipsQrSvg, ipsQrText } from '../../../platform/payments/ips-qr';
import { licenceReachOf, reachesOwner } from '../../../platform/permissions/licence-reach';
import { presentOrder } from '../sales/order.presenter';
import { orderOfReference, settleOrderPayment } from '../sales/order-settlement';
import { ATTEMPT_ABANDONED_AFTER_MS, liveAttemptsSince } from './attempt-rules';
import { findBuyer, findLiveAttempt, findOrder } from './payments.queries';

/** What the payment is for, as the bank statement shows it (Serbian, at most 35 characters). */
export const invoicePurpose = (referenceNo: string) => `Porudžbina Izlog ${referenceNo}`;

/** The payee's account checked once at start: a wrong control digit stops the server instead of a customer's payment. */
export function checkPayeeAccount(deps: Pick<TAppDeps, 'config'>): string {
  return ipsAccount(deps.config.IPS_PAYEE_ACCOUNT);
}

/** POST /licences/get-domain-invoice: the buyer's own order (the platform admin's any) by its reference. */
export async function getDomainInvoice(scope: TRequestScope, referenceNo: string): Promise<TDomainInvoice> {
  const { deps } = scope;
  const order = await orderOfReference(deps, referenceNo);
  if (!order || !reachesOwner(licenceReachOf(scope.actor), order.platformUserId)) throw notFound();
  if (order.totalMinor <= 0) throw new AppError(422, 'invoice_nothing_to_pay');
  const buyer = await findBuyer(deps.platformDb, order.platformUserId);
  const purpose = invoicePurpose(order.referenceNo);
  const text = ipsQrText({
    payeeAccount: checkPayeeAccount(deps),
    payeeName: deps.config.IPS_PAYEE_NAME,
    payeeAddress: deps.config.IPS_PAYEE_ADDRESS,
    amountMinor: order.totalMinor,
    payer: buyer?.name?.slice(0, 70) || undefined,
    purpose,
    reference: order.referenceNo,
  });
  return {
    order_id: order.id,
    reference_no: order.referenceNo,
    to_pay: order.totalMinor,
    currency: order.currency,
    payee_name: `${deps.config.IPS_PAYEE_NAME}, ${deps.config.IPS_PAYEE_ADDRESS}`,
    payee_account: deps.config.IPS_PAYEE_ACCOUNT,
    purpose,
    ips_qr_text: text,
    ips_qr_svg: await ipsQrSvg(text),
    status: order.status,
  };
}

/**
 * POST /payments/mark-invoice-paid/{orderId} (platform admin): the transfer arrived. An order paid before is answered
 * as it is (idempotent); one that can no longer be paid (cancelled, expired, refunded) is a 409 — the money goes back
 * by the bank. So is one whose buyer is paying by card right now (a live attempt): marked paid, the card's approval
 * would find it paid and the buyer would pay twice; once that attempt ends (or is abandoned) it can be marked.
 */
export async function markInvoicePaid(scope: TRequestScope, orderId: number): Promise<TSalesOrder> {
  const { deps } = scope;
  const order = await findOrder(deps.platformDb, orderId);
  if (!order) throw notFound();
  if (order.status === 'awaiting_payment') {
    const now = new Date();
    const card = await findLiveAttempt(deps.platformDb, order.id, liveAttemptsSince(now));
    if (card) {
      throw new AppError(409, 'invoice_card_payment_open', {
        time: formatBelgradeTime(new Date(card.createdAt.getTime() + ATTEMPT_ABANDONED_AFTER_MS)),
      });
    }
    const settled = await settleOrderPayment(deps, { orderId: order.id, transactionId: null });
    scope.log.info({ orderId: order.id, referenceNo: order.referenceNo }, 'IPS proforma marked paid');
    return presentOrder(settled);
  }
  if (order.status === 'paid' || order.status === 'provisioned') return presentOrder(order);
  throw new AppError(409, 'invoice_not_payable', { status: order.status });
}
