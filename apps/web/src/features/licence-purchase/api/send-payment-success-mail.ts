/** POST /payments/send-payment-success-mail: the confirmation mail again; the answer's notice is in Serbian (SPEC §7). */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';

export const sendPaymentSuccessMail = (transactionId: number) =>
  apiRequest<{ message: string }>(salesApiPaths.sendPaymentSuccessMail, { method: 'POST', body: { transactionId } });

export const useSendPaymentSuccessMail = () => useMutation({ mutationFn: sendPaymentSuccessMail });
