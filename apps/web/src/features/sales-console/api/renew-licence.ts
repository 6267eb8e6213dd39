/**
 * Renewing a licence (issue 13 §6): POST renew-licence/{id} makes a renewal order at today's price, then
 * sales-licence-payment starts its payment through the same checkout as a purchase, and the browser follows it. A
 * renewal that costs nothing is done at once and shows its result.
 */
import type { TCheckoutResponse } from '@izlog/contract/payments';
import type { TSalesOrder } from '@izlog/contract/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { followCheckout, type TCheckoutStep } from '@/lib/follow-checkout';
import { platformLinks, salesApiPaths } from '@/lib/platform-paths';
import { invalidateLicence } from './console-query-keys';

export const renewLicence = (licenceId: number) =>
  apiRequest<TSalesOrder>(salesApiPaths.renewLicence(licenceId), { method: 'POST' });

export const startOrderPayment = (orderId: number) =>
  apiRequest<TCheckoutResponse>(salesApiPaths.salesLicencePayment, { method: 'POST', body: { order_id: orderId } });

export function useRenewLicence(licenceId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (): Promise<TCheckoutStep> => {
      const order = await renewLicence(licenceId);
      if (order.status !== 'awaiting_payment') return { kind: 'completed', transactionId: null };
      return followCheckout(await startOrderPayment(order.id));
    },
    onSuccess: async (step) => {
      if (step.kind === 'left') return;
      await invalidateLicence(queryClient, licenceId);
      if (step.transactionId !== null) navigate(platformLinks.paymentResult(step.transactionId));
    },
  });
}
