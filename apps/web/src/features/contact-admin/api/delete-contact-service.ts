/** POST /licence-contacts/delete-contact-service/{id}: visitors can no longer choose it; its messages stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterServiceWrite } from './contact-admin-queries';

export const deleteContactService = (id: number) =>
  apiRequest<unknown>(apiPaths.deleteContactService(id), { method: 'POST' });

export function useDeleteContactService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContactService, onSuccess: () => invalidateAfterServiceWrite(queryClient) });
}
