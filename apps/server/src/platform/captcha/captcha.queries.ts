/** Data access of captcha challenges (a platform table, not a licence's): the only Drizzle in platform/captcha. */
import { and, eq, gt, lt } from 'drizzle-orm';
import { captchaChallenges } from '../../db/schema';
import type { Db } from '../db/database';

export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
}

export async function insertChallenge(
  db: Db,
  values: { id: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchaChallenges).values(values);
}

/** Deletes the challenge if its answer matches and it is still valid at `now`; true when one was consumed. */
export async function consumeChallenge(db: Db, id: string, answerHash: string, now: Date): Promise<boolean> {
  const used = await db
    .delete(captchaChallenges)
    .where(
      and(
        eq(captchaChallenges.id, id),
        eq(captchaChallenges.answerHash, answerHash),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning({ id: captchaChallenges.id });
  return used.length > 0;
}

export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.delete(captchaChallenges).where(eq(captchaChallenges.id, id));
}
