/**
 * POST /users/admin-delete-user/{id} with what becomes of the user's content (decision 0023): transfer to the admin,
 * or withdraw. Public lists may lose or change items, so those are read again too.
 */
import type { TAdminDeleteUserRequest } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { commentKeys } from '@/features/comments/api/comment-keys';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const deleteUser = ({ id, body }: { id: number; body: TAdminDeleteUserRequest }) =>
  apiRequest<{ message: string }>(apiPaths.adminDeleteUser(id), { method: 'POST', body });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        invalidateAfterUserWrite(queryClient),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
        queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      ]),
  });
}
