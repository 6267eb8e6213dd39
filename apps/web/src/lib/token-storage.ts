/** The bearer token of the signed-in user, kept in local storage under the SPEC §7 key. */
import { TOKEN_STORAGE_KEY } from '@izlog/contract/constants';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
}
