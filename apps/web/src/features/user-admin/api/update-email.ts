/** POST /users/admin-update-user-email/{id}: only an admin changes an e-mail (a client's too, SPEC §3). */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const updateEmail = ({ id, email }: { id: number; email: string }) =>
  apiRequest<TAdminUser>(apiPaths.adminUpdateEmail(id), { method: 'POST', body: { email } });

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEmail, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
