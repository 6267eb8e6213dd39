/**
 * POST /users/admin-create-user: the user the wizard previewed. Without a password the server mails the user a link
 * to set one; the answer is the new user.
 */
import type { TAdminCreateUserRequest, TAdminUser } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterUserWrite } from './user-admin-queries';

export const createUser = (body: TAdminCreateUserRequest) =>
  apiRequest<TAdminUser>(apiPaths.adminCreateUser, { method: 'POST', body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
