/** POST /users/send-mail-to-licence-user: a plain-text mail from the site's administrator to one user. */
import type { TSendMailToUserRequest } from '@izlog/contract/user-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { AUDIT_LOG_KEY } from './user-admin-queries';

export const sendMailToUser = (body: TSendMailToUserRequest) =>
  apiRequest<{ message: string }>(apiPaths.sendMailToUser, { method: 'POST', body });

export function useSendMailToUser() {
  const queryClient = useQueryClient();
  // The mail changes no user, but it is recorded in the audit log.
  return useMutation({
    mutationFn: sendMailToUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  });
}
