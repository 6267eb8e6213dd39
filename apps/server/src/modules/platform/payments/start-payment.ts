/**
 * POST /payments/sales-licence-payment: the buyer pays an order by card. The amount is the order's, fixed by the
 * server when the order was made; an order has at most one open attempt, so a second click (or a second tab) answers
 * the same attempt and the same way to the gateway, never a second charge.
 */
import { API_BASE, type TLanguage, type TLicenceType } from '@izlog/contract/constants';
import type { TCheckoutResponse } from '@izlog/contract/payments';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { inUnitOfWork } from '../../../platform/db/unit-of-work';
import type { TAppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { formatBelgradeTime } from '../../../platform/payments/belgrade-time';
import type { TGatewayCheckout } from '../../../platform/payments/gateway';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { platformUrl } from '../../../platform/tenancy/site-url';
import { findPayableOrder, settleOrderPayment } from '../sales/order-settlement';
import { ATTEMPT_ABANDONED_AFTER_MS } from './attempt-rules';
import { LICENCE_TYPE_NAMES } from './licence-type-names';
import {
  countAttempts,
  findOpenTransaction,
  insertTransaction,
  lockOrderForPayment,
  type TOrderRow,
  type TTransactionRow,
  updateTransaction,
} from './payments.queries';

export const callbackUrl = (deps: TAppDeps, gateway: string) =>
  `${platformUrl(deps.config)}${API_BASE}/payments/gateway-callback/${gateway}`;
export const resultPageUrl = (deps: TAppDeps, transactionId: number) =>
  `${platformUrl(deps.config)}/payment/result/${transactionId}`;

/** What the hosted page shows as the purchase, in the buyer's language. */
function purchaseDescription(order: TOrderRow, language: TLanguage): string {
  const title = (order.licenceData as { title_of_app?: string }).title_of_app ?? order.subdomain;
  const type = LICENCE_TYPE_NAMES[order.licenceType as TLicenceType]?.[language] ?? order.licenceType;
  const what =
    language === 'srp'
      ? `${order.kind === 'renewal' ? 'Produženje licence' : 'Licenca'} Izlog (${type.toLowerCase()})`
      : `Izlog ${order.kind === 'renewal' ? 'licence renewal' : 'licence'} (${type})`;
  return `${what}: ${title}${order.customDomain ? ` + ${order.customDomain}` : ''}`;
}

function checkoutOf(deps: TAppDeps, transaction: TTransactionRow, order: TOrderRow, scope: TRequestScope) {
  const gateway = deps.paymentGateway;
  const returnUrl = callbackUrl(deps, gateway.name);
  return gateway.startPayment({
    transaction: {
      id: transaction.id,
      gatewayOrderId: transaction.gatewayOrderId,
      amountMinor: transaction.amountMinor,
      currency: transaction.currency,
      createdAt: transaction.createdAt,
    },
    order: { id: order.id, referenceNo: order.referenceNo, description: purchaseDescription(order, scope.language) },
    returnUrls: { ok: returnUrl, fail: returnUrl },
    language: scope.language,
  });
}

function answer(deps: TAppDeps, transactionId: number, checkout: TGatewayCheckout): TCheckoutResponse {
  const result = resultPageUrl(deps, transactionId);
  return {
    return_type: checkout.kind,
    redirect_url: checkout.url,
    success_url: result,
    error_url: result,
    ...(checkout.kind === 'form_post' ? { fields: checkout.fields } : {}),
    transaction_id: transactionId,
  };
}

/** A free order (nothing to pay) needs no gateway: it is settled now, and the buyer goes on to the console. */
async function completeFreeOrder(deps: TAppDeps, order: TOrderRow): Promise<TCheckoutResponse> {
  if (order.status === 'awaiting_payment') await settleOrderPayment(deps, { orderId: order.id, transactionId: null });
  const console = `${platformUrl(deps.config)}/console`;
  return {
    return_type: 'completed',
    redirect_url: console,
    success_url: console,
    error_url: console,
    transaction_id: null,
  };
}

function assertPayable(order: TOrderRow, now: Date): void {
  if (order.status !== 'awaiting_payment') {
    throw new AppError(409, 'payment_order_not_payable', { status: order.status });
  }
  if (order.reservedUntil.getTime() <= now.getTime()) {
    throw new AppError(409, 'payment_order_reservation_ended', { time: formatBelgradeTime(order.reservedUntil) });
  }
}

/** The order's open attempt, or a new one: `<reference>-<attempt>` is the order number the gateway knows. */
async function openAttempt(
  deps: TAppDeps,
  orderId: number,
  now: Date,
): Promise<{ transaction: TTransactionRow; order: TOrderRow }> {
  return inUnitOfWork(deps.platformDb, async ({ db: tx }) => {
    const order = await lockOrderForPayment(tx, orderId);
    if (!order) throw new AppError(404, 'not_found');
    assertPayable(order, now);
    const open = await findOpenTransaction(tx, order.id);
    if (
      open &&
      now.getTime() - open.createdAt.getTime() < ATTEMPT_ABANDONED_AFTER_MS &&
      open.gateway === deps.paymentGateway.name
    ) {
      return { transaction: open, order };
    }
    if (open) {
      // Closed at our side only: should the gateway still answer it, its answer is applied (gateway-callback).
      await updateTransaction(tx, open.id, {
        status: 'error',
        statusMessage: 'Abandoned: no answer from the gateway in time',
        completedAt: now,
      });
    }
    const attempt = (await countAttempts(tx, order.id)) + 1;
    const created = await insertTransaction(tx, {
      orderId: order.id,
      gateway: deps.paymentGateway.name,
      gatewayOrderId: `${order.referenceNo}-${attempt}`,
      status: 'created',
      amountMinor: order.totalMinor,
      currency: order.currency,
      createdAt: now,
    });
    return { transaction: await updateTransaction(tx, created.id, { status: 'redirected' }), order };
  });
}

export async function startSalesLicencePayment(scope: TRequestScope, orderId: number): Promise<TCheckoutResponse> {
  const actor = requirePlatformActor(scope.actor);
  const { deps } = scope;
  const order = await findPayableOrder(deps, actor.platformUserId, orderId);
  if (order.totalMinor === 0 && ['awaiting_payment', 'paid', 'provisioned'].includes(order.status)) {
    return completeFreeOrder(deps, order);
  }
  const now = new Date();
  let opened: Awaited<ReturnType<typeof openAttempt>>;
  try {
    opened = await openAttempt(deps, order.id, now);
  } catch (error) {
    // Two clicks that raced past the order's lock on different servers: the open-attempt index let one through.
    if (!isUniqueViolation(error)) throw error;
    opened = await openAttempt(deps, order.id, now);
  }
  return answer(deps, opened.transaction.id, checkoutOf(deps, opened.transaction, opened.order, scope));
}
