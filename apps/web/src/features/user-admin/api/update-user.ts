/** POST /users/admin-update-user/{id}: a user's profile fields as an admin changes them; the answer is the user. */
import type { TAdminUpdateUserRequest, TAdminUser } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const updateUser = ({ id, body }: { id: number; body: TAdminUpdateUserRequest }) =>
  apiRequest<TAdminUser>(apiPaths.adminUpdateUser(id), { method: 'POST', body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
