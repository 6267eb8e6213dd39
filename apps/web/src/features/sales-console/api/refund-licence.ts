/**
 * POST /payments/refund-licence-payment/{transactionId}: within 15 days of the purchase the payment goes back to the
 * same card and the licence is closed (SPEC §1); the licence and the lists are asked again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { CONSOLE_KEY, invalidateLicence } from './console-query-keys';

export const refundLicencePayment = (transactionId: number) =>
  apiRequest<unknown>(salesApiPaths.refundLicencePayment(transactionId), { method: 'POST' });

export function useRefundLicence(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundLicencePayment,
    onSuccess: () =>
      Promise.all([
        invalidateLicence(queryClient, licenceId),
        queryClient.invalidateQueries({ queryKey: [...CONSOLE_KEY, 'commissions'] }),
      ]),
  });
}
