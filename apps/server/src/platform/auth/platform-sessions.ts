/**
 * Bearer sessions of platform accounts (sales users, partners, the platform admin; decision 0026): the same rules as
 * a licence's sessions (only the token's hash is kept, idle and absolute expiry) in their own table, so a licence
 * user's token is never a platform session and a platform token is never a licence's.
 */
import type { Db } from '../db/database';
import {
  findUnexpiredPlatformSession,
  insertPlatformSession,
  markPlatformSessionRevoked,
  type TPlatformUserRow,
  touchPlatformSession,
} from './platform-sessions.queries';
import { hashToken, randomToken } from './secrets';
import type { TSessionPolicy } from './sessions';

/** Touching last_used_at on every request would be a write per request; once a few minutes is enough. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type TPlatformSessionUser = { sessionId: number; user: TPlatformUserRow };

export async function createPlatformSession(
  db: Db,
  platformUserId: number,
  policy: TSessionPolicy,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = randomToken(32);
  await insertPlatformSession(db, {
    platformUserId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + policy.maxDays * 86_400_000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

/** The live session of a token, or null when it is unknown, revoked, idle too long or past its absolute expiry. */
export async function findLivePlatformSession(
  db: Db,
  token: string,
  policy: TSessionPolicy,
): Promise<TPlatformSessionUser | null> {
  const now = new Date();
  const found = await findUnexpiredPlatformSession(db, hashToken(token), now);
  if (!found) return null;
  const idleMs = now.getTime() - found.session.lastUsedAt.getTime();
  if (idleMs > policy.idleHours * 3_600_000) return null;
  if (idleMs > TOUCH_AFTER_MS) await touchPlatformSession(db, found.session.id, now);
  return { sessionId: found.session.id, user: found.user };
}

export async function revokePlatformSession(db: Db, sessionId: number): Promise<void> {
  await markPlatformSessionRevoked(db, sessionId, new Date());
}
