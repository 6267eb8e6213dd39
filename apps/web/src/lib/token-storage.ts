/** The bearer token of the signed-in user, kept in local storage under the SPEC §7 key. */
import { TOKEN_STORAGE_KEY } from '@izlog/contract/constants';
import { readStored, removeStored, writeStored } from './safe-storage';

export function getToken(): string | null {
  return readStored(TOKEN_STORAGE_KEY);
}

export function setToken(token: string): void {
  writeStored(TOKEN_STORAGE_KEY, token);
}

export function removeToken(): void {
  removeStored(TOKEN_STORAGE_KEY);
}
