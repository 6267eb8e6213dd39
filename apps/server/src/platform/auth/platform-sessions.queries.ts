/** Data access of platform sessions (sales users, partners, the platform admin): platform tables, no licence. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { platformSessions, platformUsers } from '../../db/schema';
import type { Db } from '../db/database';

export type TPlatformSessionRow = typeof platformSessions.$inferSelect;
export type TPlatformUserRow = typeof platformUsers.$inferSelect;

export async function insertPlatformSession(
  db: Db,
  values: { platformUserId: number; tokenHash: string; expiresAt: Date; ip?: string; userAgent?: string },
): Promise<void> {
  await db.insert(platformSessions).values(values);
}

/** The session of a token hash that is neither revoked nor past `now`, with its platform account. */
export async function findUnexpiredPlatformSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: TPlatformSessionRow; user: TPlatformUserRow } | undefined> {
  const [row] = await db
    .select()
    .from(platformSessions)
    .innerJoin(platformUsers, eq(platformUsers.id, platformSessions.platformUserId))
    .where(
      and(
        eq(platformSessions.tokenHash, tokenHash),
        isNull(platformSessions.revokedAt),
        gt(platformSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { session: row.platform_sessions, user: row.platform_users } : undefined;
}

export async function touchPlatformSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(platformSessions).set({ lastUsedAt: at }).where(eq(platformSessions.id, sessionId));
}

export async function markPlatformSessionRevoked(db: Db, sessionId: number, at: Date): Promise<void> {
  await db
    .update(platformSessions)
    .set({ revokedAt: at })
    .where(and(eq(platformSessions.id, sessionId), isNull(platformSessions.revokedAt)));
}
