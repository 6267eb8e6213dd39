/**
 * The contact form counts what one network address sends without keeping the address (decision 0035): each
 * submission stores an HMAC of it. A plain hash would not do — there are few enough IPv4 addresses to hash them all —
 * so the key stays out of the database: CONTACT_SENDER_KEY, or one made at first start in DATA_DIR (servers sharing a
 * database share the setting, so the hourly count holds across them).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function contactSenderKey(configured: string | undefined, keyFile: string): string {
  if (configured) return configured;
  if (existsSync(keyFile)) return readFileSync(keyFile, 'utf8').trim();
  mkdirSync(dirname(keyFile), { recursive: true });
  try {
    writeFileSync(keyFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process of the same DATA_DIR made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(keyFile, 'utf8').trim();
}

export const senderHash = (key: string, address: string): string =>
  createHmac('sha256', key).update(address).digest('hex');
