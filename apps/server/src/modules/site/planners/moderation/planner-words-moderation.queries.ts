/**
 * Data access of the moderation of planners' own words (decision 0041): the queue of public planners whose title or
 * description waits for a moderator, its count, and a decision on one planner under its row lock — the lock every
 * item write of the owner takes too, so a decision and an owner's change never cross.
 */
import type { TPlannerStatus } from '@izlog/contract/planners';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { planners, users } from '../../../../db/schema';
import type { TPage } from '../../../../platform/http/pagination';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import type { TDecisionFacts } from './planner-moderation.queries';

/**
 * What moderators reach: public planners. A private planner's words are seen by nobody but its owner, so there is
 * nothing to decide; it joins the queue when it is made public.
 */
const isPublicPlanner = eq(planners.isPublic, true);

/** The queue: public planners whose words wait. */
const waitingCondition = and(isPublicPlanner, eq(planners.status, 'pending')) as SQL;

/** Public planners whose own words wait for a moderator: moderation-numbers' `planners`. */
export function countWaitingPlanners(tdb: TenantDb): Promise<number> {
  return tdb.count(planners, waitingCondition);
}

export type TModerationPlannerRow = {
  id: number;
  title: string;
  description: string;
  status: string;
  userId: number;
  username: string | null;
  itemsCount: number;
  updatedAt: Date;
};

const moderationFields = {
  id: planners.id,
  title: planners.title,
  description: planners.description,
  status: planners.status,
  userId: planners.userId,
  username: users.username,
  itemsCount: planners.itemsCount,
  // The words' version, not the planner's: item writes move updated_at and must not conflict with a decision.
  updatedAt: planners.wordsUpdatedAt,
};

const selectForModeration = (tdb: TenantDb, where: SQL) =>
  tdb.selectFields(planners, moderationFields, where).leftJoin(users, tdb.joinOn(users, eq(users.id, planners.userId)));

/** The queue, oldest change first (it is worked from its start). */
export async function listWaitingPlanners(
  tdb: TenantDb,
  page: TPage,
): Promise<{ rows: TModerationPlannerRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectForModeration(tdb, waitingCondition)
      .orderBy(asc(planners.wordsUpdatedAt), asc(planners.id))
      .limit(page.limit)
      .offset(page.offset),
    countWaitingPlanners(tdb),
  ]);
  return { rows: rows as unknown as TModerationPlannerRow[], total };
}

/** One planner a moderator reaches (a public one), as the queue shows it. */
export async function findModerationPlanner(tdb: TenantDb, id: number): Promise<TModerationPlannerRow | undefined> {
  const [row] = await selectForModeration(tdb, and(eq(planners.id, id), isPublicPlanner) as SQL).limit(1);
  return row as unknown as TModerationPlannerRow | undefined;
}

/**
 * Locks a planner a moderator reaches and answers its status and version as they are now: a second moderator, or an
 * owner's write (which locks the planner first), waits here and then reads what the other left.
 */
export async function lockModerationPlanner(tx: TenantDb, id: number): Promise<TDecisionFacts | undefined> {
  const [row] = await tx
    .selectFields(
      planners,
      { status: planners.status, updatedAt: planners.wordsUpdatedAt },
      and(eq(planners.id, id), isPublicPlanner) as SQL,
    )
    .for('update');
  return row as TDecisionFacts | undefined;
}

/** The moderator's decision. The planner's `updated_at` and `words_updated_at` stay: they tell the owner's changes. */
export async function setPlannerStatus(
  tx: TenantDb,
  id: number,
  status: TPlannerStatus,
  moderatorId: number,
): Promise<void> {
  await tx.update(planners, { status, moderatedBy: moderatorId, moderatedAt: new Date() }, eq(planners.id, id));
}
