/** POST /licence-contacts/retry-contact-submission/{id}: a message whose mail failed is queued to be sent again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateSubmissions } from './contact-admin-queries';

export const retryContactSubmission = (id: number) =>
  apiRequest<unknown>(apiPaths.retryContactSubmission(id), { method: 'POST' });

export function useRetryContactSubmission() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryContactSubmission, onSuccess: () => invalidateSubmissions(queryClient) });
}
