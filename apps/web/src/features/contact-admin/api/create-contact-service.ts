/** POST /licence-contacts/create-contact-service: a named service and the address its messages go to. */
import type { TContactService, TCreateContactServiceRequest } from '@izlog/contract/contact-services';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterServiceWrite } from './contact-admin-queries';

export const createContactService = (body: TCreateContactServiceRequest) =>
  apiRequest<TContactService>(apiPaths.createContactService, { method: 'POST', body });

export function useCreateContactService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContactService, onSuccess: () => invalidateAfterServiceWrite(queryClient) });
}
