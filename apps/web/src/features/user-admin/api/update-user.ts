/**
 * POST /users/admin-update-user/{id}: a user's profile fields (TAdminUpdateUserRequest) and avatar, as an admin
 * changes them — multipart, because the avatar may be a file. The answer is the user.
 */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const updateUser = ({ id, body }: { id: number; body: FormData }) =>
  apiRequest<TAdminUser>(apiPaths.adminUpdateUser(id), { method: 'POST', body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
