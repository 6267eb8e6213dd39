/**
 * Data access of the planner's calendar (issue 15 part 5): the planner by its owner or by its private link's token
 * hash, its dated items with what an event shows, and the link's hash itself.
 */
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { catalogs, contents, plannerItems, planners } from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

export type TCalendarPlanner = { id: number; title: string; userId: number };

const plannerFields = { id: planners.id, title: planners.title, userId: planners.userId };

export async function findOwnCalendarPlanner(
  tdb: TenantDb,
  userId: number,
  id: number,
): Promise<TCalendarPlanner | undefined> {
  const [row] = await tdb
    .selectFields(planners, plannerFields, and(eq(planners.id, id), eq(planners.userId, userId)) as SQL)
    .limit(1);
  return row;
}

/** The planner whose live link has this token hash (a revoked or replaced link has none). */
export async function findPlannerByCalendarHash(
  tdb: TenantDb,
  tokenHash: string,
): Promise<TCalendarPlanner | undefined> {
  const [row] = await tdb.selectFields(planners, plannerFields, eq(planners.calendarTokenHash, tokenHash)).limit(1);
  return row;
}

/** Sets (or, with null, removes) the owner's planner's link; false when the planner is not the owner's. */
export async function setCalendarTokenHash(
  tdb: TenantDb,
  userId: number,
  id: number,
  tokenHash: string | null,
): Promise<boolean> {
  const rows = await tdb
    .update(planners, { calendarTokenHash: tokenHash }, and(eq(planners.id, id), eq(planners.userId, userId)) as SQL)
    .returning({ id: planners.id });
  return rows.length === 1;
}

export type TCalendarItemRow = {
  id: number;
  kind: string;
  title: string;
  remark: string | null;
  scheduledDate: string;
  scheduledTime: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  priceMinor: number | null;
  currencyId: number | null;
  contentSlug: string | null;
  catalogSlug: string | null;
  sequence: number;
  updatedAt: Date;
};

/** The planner's dated items (an undated one is no event), by date, time and id: one statement. */
export async function listDatedItems(tdb: TenantDb, plannerId: number): Promise<TCalendarItemRow[]> {
  const rows = await tdb
    .selectFields(
      plannerItems,
      {
        id: plannerItems.id,
        kind: plannerItems.kind,
        title: plannerItems.title,
        remark: plannerItems.remark,
        scheduledDate: plannerItems.scheduledDate,
        scheduledTime: plannerItems.scheduledTime,
        address: plannerItems.address,
        city: plannerItems.city,
        country: plannerItems.country,
        priceMinor: plannerItems.priceMinor,
        currencyId: plannerItems.currencyId,
        contentSlug: contents.slug,
        catalogSlug: catalogs.slug,
        sequence: plannerItems.sequence,
        updatedAt: plannerItems.updatedAt,
      },
      and(eq(plannerItems.plannerId, plannerId), isNotNull(plannerItems.scheduledDate)) as SQL,
    )
    .leftJoin(contents, tdb.joinOn(contents, eq(contents.id, plannerItems.contentId)))
    .leftJoin(catalogs, tdb.joinOn(catalogs, eq(catalogs.id, plannerItems.catalogId)))
    .orderBy(asc(plannerItems.scheduledDate), asc(plannerItems.scheduledTime), asc(plannerItems.id));
  return rows as unknown as TCalendarItemRow[];
}
