/** Passwords (scrypt, memory-hard) and random tokens (stored only as SHA-256). */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// N=2^15, r=8 uses 32 MiB per hash: memory-hard, ~50 ms on our machines. A stored hash keeps its own N, so a hash
// made at another cost still verifies; PASSWORD_HASH_COST lowers N only where no real password lives (decision 0057).
export const DEFAULT_PASSWORD_HASH_COST = 15;
const SCRYPT = { N: 2 ** DEFAULT_PASSWORD_HASH_COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: SCRYPT.maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Sets scrypt's N to 2^cost for the hashes this process makes from now on (the app does, from its configuration). */
export function setPasswordHashCost(cost: number): void {
  SCRYPT.N = 2 ** cost;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // A missing hash still costs one hash, so timing does not tell which accounts exist.
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await scryptAsync(password, randomBytes(16), SCRYPT);
    return false;
  }
  const [, n, r, p, salt, key] = parts;
  const expected = Buffer.from(key ?? '', 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt ?? '', 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
