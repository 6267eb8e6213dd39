/** POST /users/admin-activate-user/{id}: a blocked (or never validated) user may log in again; answers `{message}`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const activateUser = (id: number) =>
  apiRequest<{ message: string }>(apiPaths.adminActivateUser(id), { method: 'POST' });

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: activateUser, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
