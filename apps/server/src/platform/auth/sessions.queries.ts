/** Data access of bearer sessions: the only file of platform/auth that speaks Drizzle. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { TenantDb } from '../tenancy/tenant-db';

export type TSessionRow = typeof sessions.$inferSelect;
export type TSessionUserRow = typeof users.$inferSelect;

export async function insertSession(
  tdb: TenantDb,
  values: { userId: number; tokenHash: string; expiresAt: Date; ip?: string; userAgent?: string },
): Promise<void> {
  await tdb.insert(sessions, values);
}

/** The session of a token hash that is neither revoked nor past `now`, with its user (of the same licence). */
export async function findUnexpiredSession(
  tdb: TenantDb,
  tokenHash: string,
  now: Date,
): Promise<{ session: TSessionRow; user: TSessionUserRow } | undefined> {
  const [row] = await tdb
    .select(sessions, and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .innerJoin(users, tdb.joinOn(users, eq(users.id, sessions.userId)))
    .limit(1);
  return row ? { session: row.sessions, user: row.users } : undefined;
}

export async function touchSession(tdb: TenantDb, sessionId: number, at: Date): Promise<void> {
  await tdb.update(sessions, { lastUsedAt: at }, eq(sessions.id, sessionId));
}

export async function markSessionRevoked(tdb: TenantDb, sessionId: number, at: Date): Promise<void> {
  await tdb.update(sessions, { revokedAt: at }, eq(sessions.id, sessionId));
}

/** Marks every live session of a user revoked, except `keepSessionId` when given. */
export async function markUserSessionsRevoked(
  tdb: TenantDb,
  userId: number,
  at: Date,
  keepSessionId?: number,
): Promise<void> {
  await tdb.update(
    sessions,
    { revokedAt: at },
    and(
      eq(sessions.userId, userId),
      isNull(sessions.revokedAt),
      keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
    )!,
  );
}
