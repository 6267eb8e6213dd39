/** POST /users/admin-update-user-username/{id}; a taken username is refused (409) and nothing changes. */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const updateUsername = ({ id, username }: { id: number; username: string }) =>
  apiRequest<TAdminUser>(apiPaths.adminUpdateUsername(id), { method: 'POST', body: { username } });

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUsername, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
