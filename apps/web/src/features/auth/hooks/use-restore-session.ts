/** On start, a stored token is checked with the server and the signed-in user restored (SPEC §4). */
import { endSession, restoreCurrentUser } from '@/lib/current-user-store';
import { useRestoreStoredSession } from '@/lib/restore-stored-session';
import { userKeys } from '../api/user-keys';
import { verifyToken } from '../api/verify-token';

export const useRestoreSession = (): { isRestoring: boolean } =>
  useRestoreStoredSession({
    queryKey: userKeys.verifyToken,
    verify: verifyToken,
    restore: restoreCurrentUser,
    end: endSession,
  });
