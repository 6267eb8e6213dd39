/**
 * The query keys of user administration and what a write makes stale: every admin write changes the user lists, the
 * user it touched and the audit log (each action is recorded); the author lists of the back office name users too.
 */
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/api/user-keys';

export const USER_ADMIN_KEY = ['admin-users'] as const;
export const AUDIT_LOG_KEY = ['audit-log'] as const;

export const invalidateAfterUserWrite = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: USER_ADMIN_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
  ]);
