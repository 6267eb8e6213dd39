/**
 * "Pay": one order per draft, never two. While a press is being handled the next does nothing; the order made is
 * written into the draft before the payment starts, and the next press reads it first (decision 0032): still
 * awaiting payment → the same order is paid; already paid → the buyer is shown it; expired or gone → a new order.
 */
import type { TLicenceDraft, TPaymentMethod, TSalesOrder } from '@izlog/contract/sales';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { followCheckout } from '@/lib/follow-checkout';
import { platformLinks } from '@/lib/platform-paths';
import { createLicence } from '../api/create-licence';
import { getSalesOrder } from '../api/get-sales-order';
import { purchaseKeys } from '../api/purchase-query-keys';
import { startLicencePayment } from '../api/start-licence-payment';
import type { TDraftPatch } from '../utils/draft-changes';
import { orderFormData } from '../utils/order-request';

export type TPayProblem =
  /** create-licence refused the order: its field messages, each taken back to its step. */
  | { kind: 'refused'; error: ApiError }
  /** The reservation lapsed or the order can no longer be paid: the next press makes a new one. */
  | { kind: 'orderLapsed'; message: string }
  /** Anything else; no message when the server gave none (the screen says something went wrong). */
  | { kind: 'failed'; message: string | null };

type TPayOrderOptions = {
  draft: TLicenceDraft;
  update(patch: TDraftPatch): void;
  /** The order needs no payment (a free licence) or is paid already: show its site being made. */
  onSettled(order: TSalesOrder, wasPaidBefore: boolean): void;
};

const SETTLED_STATUSES: readonly TSalesOrder['status'][] = ['paid', 'provisioned'];

export function usePayOrder({ draft, update, onSettled }: TPayOrderOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isBusy = useRef(false);
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<TPayProblem | null>(null);

  async function storedOrder(orderId: number | undefined): Promise<TSalesOrder | null> {
    if (orderId === undefined) return null;
    try {
      const order = await queryClient.fetchQuery({
        queryKey: purchaseKeys.order(orderId),
        queryFn: () => getSalesOrder(orderId),
        staleTime: 0,
      });
      const isPayable = order.status === 'awaiting_payment' && Date.parse(order.reserved_until) > Date.now();
      return isPayable || SETTLED_STATUSES.includes(order.status) ? order : null;
    } catch (error) {
      // Not this buyer's (another account signed in) or gone: a new order.
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  async function pay(method: TPaymentMethod): Promise<void> {
    if (isBusy.current) return;
    isBusy.current = true;
    setIsPending(true);
    setProblem(null);
    let isLeaving = false;
    let phase: 'order' | 'payment' = 'order';
    try {
      let order = await storedOrder(draft.order_id);
      if (order && SETTLED_STATUSES.includes(order.status)) {
        onSettled(order, true);
        return;
      }
      if (!order) {
        order = await createLicence(orderFormData(draft, method));
        update({
          order_id: order.id,
          refNo: order.reference_no,
          totalPrice: order.total,
          domainInvoice: method === 'ips' ? { to_pay: order.total } : undefined,
        });
      }
      if (order.status !== 'awaiting_payment') {
        onSettled(order, false);
        return;
      }
      if (method === 'ips') {
        navigate(platformLinks.proforma(order.reference_no));
        return;
      }
      phase = 'payment';
      const next = followCheckout(await startLicencePayment(order.id));
      if (next.kind === 'left') {
        // The browser is on its way to the payment page: the button stays busy until it is gone.
        isLeaving = true;
        return;
      }
      if (next.transactionId !== null) navigate(platformLinks.paymentResult(next.transactionId));
      else onSettled(order, false);
    } catch (error) {
      const found = problemOf(error, phase);
      if (found.kind === 'orderLapsed') update({ order_id: undefined, refNo: undefined });
      setProblem(found);
    } finally {
      if (!isLeaving) {
        isBusy.current = false;
        setIsPending(false);
      }
    }
  }

  return { pay, isPending, problem };
}

/** sales-licence-payment's answer for an order that can no longer be paid (reservation over, cancelled, gone). */
const LAPSED_ORDER_STATUSES = [404, 409, 422];

function problemOf(error: unknown, phase: 'order' | 'payment'): TPayProblem {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: null };
  if (phase === 'payment' && LAPSED_ORDER_STATUSES.includes(error.status))
    return { kind: 'orderLapsed', message: error.message };
  if (error.fieldErrors.length > 0) return { kind: 'refused', error };
  return { kind: 'failed', message: error.message };
}
