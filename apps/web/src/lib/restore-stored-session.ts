/**
 * At start, a stored token is checked with the server and its user restored (SPEC §4), for a licence's site and the
 * platform site alike. A 511 (the session expired) is the API client's: it ends the session, opens the sign-in and says
 * why (SPEC §8); a token the server does not know at all (401) is dropped quietly.
 */
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from './api-client';
import { getToken } from './token-storage';

const UNAUTHORIZED = 401;

type TStoredSession<TUser> = {
  queryKey: QueryKey;
  /** The verify-token call of this site. */
  verify(): Promise<TUser>;
  /** Keeps the user the server answered as the signed-in one. */
  restore(user: TUser): void;
  /** Forgets the token and the user. */
  end(): void;
};

export function useRestoreStoredSession<TUser>({ queryKey, verify, restore, end }: TStoredSession<TUser>): {
  isRestoring: boolean;
} {
  // Only the token found at start needs checking; a later sign-in brings its own user.
  const [hadToken] = useState(() => getToken() !== null);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const user = await verify();
      restore(user);
      return user;
    },
    enabled: hadToken,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

  const { error } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `end` is the site's one store action, not a changing value
  useEffect(() => {
    if (error instanceof ApiError && error.status === UNAUTHORIZED) end();
  }, [error]);

  return { isRestoring: hadToken && query.isPending };
}
