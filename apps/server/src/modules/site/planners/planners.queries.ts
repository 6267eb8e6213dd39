/**
 * Data access of the owner's planners: every read and write is this licence's (TenantDb) and the owner's (`user_id`),
 * so another user's planner is simply not found. The kept totals are rewritten here from one aggregate over the items.
 */
import { CURRENCY } from '@izlog/contract/constants';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { plannerItems, planners, users } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TPlannerRow = typeof planners.$inferSelect;
/** A planner as its presenter needs it: the row with its owner's username. */
export type TPlannerRecord = TPlannerRow & { username: string };

const ownedBy = (userId: number, ...conditions: (SQL | undefined)[]) =>
  and(eq(planners.userId, userId), ...conditions) as SQL;

// Joined columns leave Drizzle's generic select untyped: the readers below cast to the shape selectRecords names.
function selectRecords(tdb: TenantDb, where: SQL) {
  return tdb
    .selectFields(
      planners,
      {
        licenceId: planners.licenceId,
        id: planners.id,
        userId: planners.userId,
        title: planners.title,
        description: planners.description,
        isPublic: planners.isPublic,
        status: planners.status,
        moderatedBy: planners.moderatedBy,
        moderatedAt: planners.moderatedAt,
        totalRsdMinor: planners.totalRsdMinor,
        totalEurMinor: planners.totalEurMinor,
        pricedTotalRsdMinor: planners.pricedTotalRsdMinor,
        countedItems: planners.countedItems,
        itemsCount: planners.itemsCount,
        calendarTokenHash: planners.calendarTokenHash,
        createdAt: planners.createdAt,
        updatedAt: planners.updatedAt,
        username: sql<string>`coalesce(${users.username}, '')`.as('username'),
      },
      where,
    )
    .leftJoin(users, tdb.joinOn(users, eq(users.id, planners.userId)));
}

export async function findOwnPlanner(tdb: TenantDb, userId: number, id: number): Promise<TPlannerRecord | undefined> {
  const [row] = await selectRecords(tdb, ownedBy(userId, eq(planners.id, id))).limit(1);
  return row as unknown as TPlannerRecord | undefined;
}

/** Same as findOwnPlanner, for several (a move answers both of its planners). */
export async function findOwnPlanners(tdb: TenantDb, userId: number, ids: number[]): Promise<TPlannerRecord[]> {
  return (await selectRecords(tdb, ownedBy(userId, inArray(planners.id, ids)))) as unknown as TPlannerRecord[];
}

/**
 * Locks the owner's planners (`for update`, in id order so two moves between the same planners wait rather than
 * deadlock) and answers those found. Every item write takes its planner's lock first: the items and the kept totals
 * then change one writer at a time.
 */
export async function lockOwnPlanners(tx: TenantDb, userId: number, ids: number[]): Promise<TPlannerRow[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows: TPlannerRow[] = [];
  for (const id of sorted) {
    const [row] = await tx.select(planners, ownedBy(userId, eq(planners.id, id))).for('update');
    if (row) rows.push(row);
  }
  return rows;
}

/** The owner's user row, locked: two planners created at once by one user are counted one after the other. */
export async function lockPlannerOwner(tx: TenantDb, userId: number): Promise<void> {
  await tx.selectFields(users, { id: users.id }, eq(users.id, userId)).for('no key update');
}

export async function countOwnPlanners(tdb: TenantDb, userId: number): Promise<number> {
  return tdb.count(planners, ownedBy(userId));
}

export type TPlannerFilter = { title?: string; isPublic?: boolean };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export async function listOwnPlanners(
  tdb: TenantDb,
  userId: number,
  filter: TPlannerFilter,
  window: { limit: number; offset: number },
): Promise<{ records: TPlannerRecord[]; total: number }> {
  const where = ownedBy(
    userId,
    filter.title ? ilike(planners.title, likePattern(filter.title)) : undefined,
    filter.isPublic !== undefined ? eq(planners.isPublic, filter.isPublic) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectRecords(tdb, where)
      .orderBy(desc(planners.updatedAt), desc(planners.id))
      .limit(window.limit)
      .offset(window.offset),
    tdb.count(planners, where),
  ]);
  return { records: rows as unknown as TPlannerRecord[], total };
}

export async function insertPlanner(
  tx: TenantDb,
  values: { userId: number; title: string; description: string; status: string },
): Promise<number> {
  const [row] = await tx.insert(planners, values).returning({ id: planners.id });
  return row!.id;
}

export async function updateOwnPlanner(
  tx: TenantDb,
  userId: number,
  id: number,
  values: Partial<Pick<TPlannerRow, 'title' | 'description' | 'isPublic' | 'status' | 'wordsUpdatedAt'>>,
): Promise<void> {
  await tx.update(planners, { ...values, updatedAt: new Date() }, ownedBy(userId, eq(planners.id, id)));
}

export async function deleteOwnPlanner(tx: TenantDb, userId: number, id: number): Promise<void> {
  await tx.delete(planners, ownedBy(userId, eq(planners.id, id)));
}

/** An item counts in the totals when its calculate_price is on and it has a price. */
const counted = sql`${plannerItems.calculatePrice} and ${plannerItems.priceMinor} is not null`;

/**
 * Rewrites the planner's kept totals from one aggregate over its items: dinars and euros per currency, each euro item
 * in para at the rate it was priced at (rounded half up, as rate-conversion.ts does; an item priced without a known
 * rate adds nothing there), the counted and all items. The caller holds the planner's lock.
 */
export async function rewritePlannerTotals(tx: TenantDb, userId: number, plannerId: number): Promise<void> {
  const { priceMinor, currencyId, rateMiddle, rateParity } = plannerItems;
  const [sums] = await tx.selectFields(
    plannerItems,
    {
      rsd: sql<string>`coalesce(sum(${priceMinor}) filter (where ${counted} and ${currencyId} = ${CURRENCY.RSD}), 0)`.as(
        'rsd',
      ),
      eur: sql<string>`coalesce(sum(${priceMinor}) filter (where ${counted} and ${currencyId} = ${CURRENCY.EUR}), 0)`.as(
        'eur',
      ),
      priced: sql<string>`coalesce(sum(case when ${currencyId} = ${CURRENCY.RSD} then ${priceMinor}
        when ${rateMiddle} is not null then round(${priceMinor} * ${rateMiddle} / ${rateParity}) end)
        filter (where ${counted}), 0)`.as('priced'),
      counted: sql<string>`count(*) filter (where ${counted})`.as('counted'),
      items: sql<string>`count(*)`.as('items'),
    },
    and(eq(plannerItems.userId, userId), eq(plannerItems.plannerId, plannerId)) as SQL,
  );
  await tx.update(
    planners,
    {
      totalRsdMinor: Number(sums!.rsd),
      totalEurMinor: Number(sums!.eur),
      pricedTotalRsdMinor: Number(sums!.priced),
      countedItems: Number(sums!.counted),
      itemsCount: Number(sums!.items),
      updatedAt: new Date(),
    },
    ownedBy(userId, eq(planners.id, plannerId)),
  );
}
