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

/** Deletes the challenge if it is still valid at `now` and gives its stored answer; null when there is none to take. */
export async function takeChallenge(db: Db, id: string, now: Date): Promise<string | null> {
  const [taken] = await db
    .delete(captchaChallenges)
    .where(and(eq(captchaChallenges.id, id), gt(captchaChallenges.expiresAt, now)))
    .returning({ answerHash: captchaChallenges.answerHash });
  return taken?.answerHash ?? null;
}
