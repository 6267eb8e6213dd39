/**
 * Who is signed in on the platform site: a sales user, partner or the platform admin (never a licence's user). The
 * platform host is its own origin, so its token sits under the same storage key without meeting a site's.
 */
import type { TSalesUser } from '@izlog/contract/sales';
import { createStore, useStore } from './create-store';
import { removeToken, setToken } from './token-storage';

const salesUserStore = createStore<TSalesUser | null>(null);

export const useSalesUser = () => useStore(salesUserStore);
export const getSalesUser = () => salesUserStore.get();

export function startSalesSession(user: TSalesUser): void {
  if (user.auth_key) setToken(user.auth_key);
  salesUserStore.set(user);
}

export function restoreSalesUser(user: TSalesUser): void {
  salesUserStore.set(user);
}

export function endSalesSession(): void {
  removeToken();
  salesUserStore.set(null);
}

export const salesUserMay = (user: TSalesUser | null, ability: string): boolean =>
  user?.abilities.includes(ability) ?? false;
