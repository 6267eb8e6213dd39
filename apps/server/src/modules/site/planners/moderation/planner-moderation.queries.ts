/**
 * Data access of the moderation of planner items (SPEC §6): the queue of user-written items shown publicly in public
 * planners, its count, and a decision on one item under its row lock (a planner's own words:
 * planner-words-moderation.queries.ts).
 */
import type { TPlannerItemStatus } from '@izlog/contract/planners';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { categories, plannerItems, planners, users } from '../../../../db/schema';
import type { TPage } from '../../../../platform/http/pagination';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

/**
 * What moderators reach: items of public planners. A private planner's item waits unseen (nobody but its owner sees
 * it, so there is nothing to decide) and joins the queue when its planner is made public.
 */
const inPublicPlanner = (tdb: TenantDb) =>
  tdb.inSubquery(plannerItems.plannerId, planners, planners.id, eq(planners.isPublic, true));

/** The queue: waiting items that their owners show publicly, in public planners. */
const waitingCondition = (tdb: TenantDb) =>
  and(eq(plannerItems.status, 'pending'), eq(plannerItems.showPublicly, true), inPublicPlanner(tdb)) as SQL;

export function countWaitingPlannerItems(tdb: TenantDb): Promise<number> {
  return tdb.count(plannerItems, waitingCondition(tdb));
}

export type TModerationItemRow = {
  id: number;
  title: string;
  remark: string | null;
  image: string | null;
  imageSizes: Record<string, string> | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
  city: string | null;
  country: string | null;
  categoryId: number | null;
  categoryName: string | null;
  status: string;
  updatedAt: Date;
  plannerId: number;
  plannerTitle: string;
  userId: number;
  username: string | null;
};

const moderationFields = {
  id: plannerItems.id,
  title: plannerItems.title,
  remark: plannerItems.remark,
  image: plannerItems.image,
  imageSizes: plannerItems.imageSizes,
  scheduledDate: plannerItems.scheduledDate,
  scheduledTime: plannerItems.scheduledTime,
  city: plannerItems.city,
  country: plannerItems.country,
  categoryId: plannerItems.categoryId,
  categoryName: categories.name,
  status: plannerItems.status,
  updatedAt: plannerItems.updatedAt,
  plannerId: plannerItems.plannerId,
  plannerTitle: planners.title,
  userId: plannerItems.userId,
  username: users.username,
};

function selectForModeration<F extends Record<string, unknown>>(tdb: TenantDb, fields: F, where: SQL) {
  return tdb
    .selectFields(plannerItems, fields as never, where)
    .innerJoin(planners, tdb.joinOn(planners, eq(planners.id, plannerItems.plannerId)))
    .leftJoin(users, tdb.joinOn(users, eq(users.id, plannerItems.userId)))
    .leftJoin(categories, tdb.joinOn(categories, eq(categories.id, plannerItems.categoryId)));
}

/** The queue, oldest change first (it is worked from its start). */
export async function listWaitingPlannerItems(
  tdb: TenantDb,
  page: TPage,
): Promise<{ rows: TModerationItemRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    selectForModeration(tdb, moderationFields, waitingCondition(tdb))
      .orderBy(asc(plannerItems.updatedAt), asc(plannerItems.id))
      .limit(page.limit)
      .offset(page.offset),
    countWaitingPlannerItems(tdb),
  ]);
  return { rows: rows as unknown as TModerationItemRow[], total };
}

/** One item a moderator reaches (of a public planner), as the moderation list shows it. */
export async function findModerationItem(tdb: TenantDb, id: number): Promise<TModerationItemRow | undefined> {
  const [row] = await selectForModeration(
    tdb,
    moderationFields,
    and(eq(plannerItems.id, id), inPublicPlanner(tdb)) as SQL,
  ).limit(1);
  return row as unknown as TModerationItemRow | undefined;
}

/** What a decision is checked against: the status now, and the version (the owner's last change). */
export type TDecisionFacts = { status: string; updatedAt: Date };

/**
 * Locks an item a moderator reaches and answers its status and version as they are now: a second moderator deciding
 * at once, or an owner's write, waits here for the first one's transaction and then reads what it left.
 */
export async function lockModerationItem(tx: TenantDb, id: number): Promise<TDecisionFacts | undefined> {
  const [row] = await tx
    .selectFields(
      plannerItems,
      { status: plannerItems.status, updatedAt: plannerItems.updatedAt },
      and(eq(plannerItems.id, id), inPublicPlanner(tx)),
    )
    .for('update', { of: plannerItems });
  return row as TDecisionFacts | undefined;
}

/** The moderator's decision. The item's own `updated_at` stays: it tells when its owner last changed it. */
export async function setItemStatus(
  tx: TenantDb,
  id: number,
  status: TPlannerItemStatus,
  moderatorId: number,
): Promise<void> {
  await tx.update(plannerItems, { status, moderatedBy: moderatorId, moderatedAt: new Date() }, eq(plannerItems.id, id));
}
