/** POST /users/admin-block-user/{id}: the user's sessions end at once and they cannot log in; answers `{message}`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const blockUser = (id: number) =>
  apiRequest<{ message: string }>(apiPaths.adminBlockUser(id), { method: 'POST' });

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockUser, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
