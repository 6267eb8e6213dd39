/**
 * Tabs of one origin share the token (local storage) but not the signed-in user: a tab hears of a logout or a login
 * in another at once (the `storage` event), instead of greeting a user whose next write fails (issue 26 item 2,
 * decision 0065). A logout elsewhere interrupts this tab's session (the sign-in opens over its work); a login
 * elsewhere is checked with the server and becomes this tab's user.
 */
import { TOKEN_STORAGE_KEY } from '@izlog/contract/constants';
import { useEffect, useEffectEvent } from 'react';
import { handleSessionExpired } from './session-expiry';
import { resumeSession } from './session-interruption';

type TAcrossTabs<TUser> = {
  /** Whether this tab holds a signed-in user. */
  isSignedIn(): boolean;
  /** The verify-token call of this site; it reads the token the other tab stored. */
  verify(): Promise<TUser>;
  restore(user: TUser): void;
};

export function useSessionsAcrossTabs<TUser>({ isSignedIn, verify, restore }: TAcrossTabs<TUser>): void {
  const onStorage = useEffectEvent((event: StorageEvent) => {
    // `key` is null when the other tab cleared all of its storage.
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const token = event.key === null ? null : event.newValue;
    if (token === null) {
      if (isSignedIn()) handleSessionExpired('loggedOutElsewhere');
      return;
    }
    verify().then(
      (user) => {
        restore(user);
        resumeSession();
      },
      // A token the server does not take is the other tab's problem; a 511 here is the API client's.
      () => undefined,
    );
  });
  useEffect(() => {
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
