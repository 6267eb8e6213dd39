/** Bearer sessions: creation, lookup with idle and absolute expiry, revocation. Only token hashes are stored. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { TenantDb } from '../tenancy/tenant-db';
import { hashToken, randomToken } from './secrets';

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
  await tdb.insert(sessions, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + policy.maxDays * 86_400_000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

export type TSessionUser = { sessionId: number; user: typeof users.$inferSelect };

/** The live session of a token, or null when it is unknown, revoked, idle too long or past its absolute expiry. */
export async function findLiveSession(
  tdb: TenantDb,
  token: string,
  policy: TSessionPolicy,
): Promise<TSessionUser | null> {
  const now = new Date();
  const [row] = await tdb
    .select(
      sessions,
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .innerJoin(users, and(eq(users.licenceId, sessions.licenceId), eq(users.id, sessions.userId)))
    .limit(1);
  if (!row) return null;
  const idleMs = now.getTime() - row.sessions.lastUsedAt.getTime();
  if (idleMs > policy.idleHours * 3_600_000) return null;
  if (idleMs > TOUCH_AFTER_MS) {
    await tdb.update(sessions, { lastUsedAt: now }, eq(sessions.id, row.sessions.id));
  }
  return { sessionId: row.sessions.id, user: row.users };
}

export async function revokeSession(tdb: TenantDb, sessionId: number): Promise<void> {
  await tdb.update(sessions, { revokedAt: new Date() }, eq(sessions.id, sessionId));
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeAllSessions(tdb: TenantDb, userId: number, keepSessionId?: number): Promise<void> {
  await tdb.update(
    sessions,
    { revokedAt: new Date() },
    and(
      eq(sessions.userId, userId),
      isNull(sessions.revokedAt),
      keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
    )!,
  );
}
