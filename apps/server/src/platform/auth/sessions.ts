/** Bearer sessions: creation, lookup with idle and absolute expiry, revocation. Only token hashes are stored. */
import type { TenantDb } from '../tenancy/tenant-db';
import { hashToken, randomToken } from './secrets';
import {
  findUnexpiredSession,
  insertSession,
  markSessionRevoked,
  markUserSessionsRevoked,
  type TSessionUserRow,
  touchSession,
} from './sessions.queries';

export type TSessionPolicy = { idleHours: number; maxDays: number };

/** Touching last_used_at on every request would be a write per request; once a few minutes is enough. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export async function createSession(
  tdb: TenantDb,
  userId: number,
  policy: TSessionPolicy,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = randomToken(32);
  await insertSession(tdb, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + policy.maxDays * 86_400_000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

export type TSessionUser = { sessionId: number; user: TSessionUserRow };

/** The live session of a token, or null when it is unknown, revoked, idle too long or past its absolute expiry. */
export async function findLiveSession(
  tdb: TenantDb,
  token: string,
  policy: TSessionPolicy,
): Promise<TSessionUser | null> {
  const now = new Date();
  const found = await findUnexpiredSession(tdb, hashToken(token), now);
  if (!found) return null;
  const idleMs = now.getTime() - found.session.lastUsedAt.getTime();
  if (idleMs > policy.idleHours * 3_600_000) return null;
  if (idleMs > TOUCH_AFTER_MS) await touchSession(tdb, found.session.id, now);
  return { sessionId: found.session.id, user: found.user };
}

export async function revokeSession(tdb: TenantDb, sessionId: number): Promise<void> {
  await markSessionRevoked(tdb, sessionId, new Date());
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeAllSessions(tdb: TenantDb, userId: number, keepSessionId?: number): Promise<void> {
  await markUserSessionsRevoked(tdb, userId, new Date(), keepSessionId);
}
