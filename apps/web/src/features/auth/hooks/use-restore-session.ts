/** On start, a stored token is checked with the server and the signed-in user restored (SPEC §4). */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { endSession, restoreCurrentUser } from '@/lib/current-user-store';
import { getToken } from '@/lib/token-storage';
import { verifyToken } from '../api/verify-token';

const UNAUTHORIZED = 401;

export function useRestoreSession(): { isRestoring: boolean } {
  // Only the token found at start needs checking; a later login brings its own user.
  const [hadToken] = useState(() => getToken() !== null);
  const query = useQuery({
    queryKey: ['users', 'verify-token'],
    queryFn: async () => {
      const user = await verifyToken();
      restoreCurrentUser(user);
      return user;
    },
    enabled: hadToken,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const { error } = query;
  useEffect(() => {
    // 511 is handled by the API client; a token the server does not know at all is dropped quietly.
    if (error instanceof ApiError && error.status === UNAUTHORIZED) endSession();
  }, [error]);

  return { isRestoring: hadToken && query.isPending };
}
