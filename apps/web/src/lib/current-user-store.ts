/** Who is signed in: shared by the header, the auth modals and the session-expiry reaction. */
import type { TCurrentUser } from '@izlog/contract/auth';
import { createStore, useStore } from './create-store';
import { removeToken, setToken } from './token-storage';

const currentUserStore = createStore<TCurrentUser | null>(null);

export const useCurrentUser = () => useStore(currentUserStore);
export const getCurrentUser = () => currentUserStore.get();

export function startSession(user: TCurrentUser): void {
  setToken(user.auth_key);
  currentUserStore.set(user);
}

export function restoreCurrentUser(user: TCurrentUser): void {
  currentUserStore.set(user);
}

export function endSession(): void {
  removeToken();
  currentUserStore.set(null);
}
