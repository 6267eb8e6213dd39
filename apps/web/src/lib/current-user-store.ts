/** Who is signed in: shared by the header, the auth modals and the session-expiry reaction. */
import type { TCurrentUser } from '@izlog/contract/auth';
import type { TAbility } from '@izlog/contract/roles';
import { createStore, useStore } from './create-store';
import { removeToken, setToken } from './token-storage';

const currentUserStore = createStore<TCurrentUser | null>(null);

export const useCurrentUser = () => useStore(currentUserStore);
export const getCurrentUser = () => currentUserStore.get();
/** Called on every sign-in, sign-out and restored session (the service worker drops kept API answers then). */
export const subscribeToCurrentUser = (listener: () => void) => currentUserStore.subscribe(listener);

/** An answer from a server before abilities (decision 0019) counts as none, until verify-token brings them. */
const withAbilities = (user: TCurrentUser): TCurrentUser => ({ ...user, abilities: user.abilities ?? [] });

export function startSession(user: TCurrentUser): void {
  setToken(user.auth_key);
  currentUserStore.set(withAbilities(user));
}

export function restoreCurrentUser(user: TCurrentUser): void {
  currentUserStore.set(withAbilities(user));
}

/**
 * Whether the user may do it: the abilities the server's policy gives the user's role (decision 0019). A guest has
 * none. The web shows and hides by this; the server decides again on every call.
 */
export const hasAbility = (user: Pick<TCurrentUser, 'abilities'> | null, ability: TAbility): boolean =>
  user?.abilities?.includes(ability) ?? false;

export function endSession(): void {
  removeToken();
  currentUserStore.set(null);
}
