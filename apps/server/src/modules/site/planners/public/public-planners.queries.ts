/**
 * Data access of public planners (SPEC §2 PublicPlannerItems; decision 0041): which items and planners the public sees,
 * the public planners, one of them, and its public items in one statement with their category, product and catalog
 * names.
 */
import { PUBLIC_CONTENT_STATUS } from '@izlog/contract/constants';
import { PLANNER_ITEMS_MAX } from '@izlog/contract/planners';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { publicContentCondition } from '../../../../db/public-contents';
import { publicNameOfUser } from '../../../../db/public-names';
import { catalogs, categories, contents, plannerItems, planners, users } from '../../../../db/schema';
import type { TPage } from '../../../../platform/http/pagination';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

/**
 * An item the public sees, once its planner is public: its owner shows it publicly, it is approved (a task or a remark
 * of its owner by a moderator, a bare link at once: planner-item-status.ts), and a linked product or catalog is one
 * the public still sees (one withdrawn since drops out by itself). Correlated by the item's own columns, so it holds
 * in any query over planner_items, joined or not.
 */
export function publicItemCondition(tdb: TenantDb): SQL {
  return and(
    eq(plannerItems.showPublicly, true),
    eq(plannerItems.status, 'approved'),
    or(
      eq(plannerItems.kind, 'task'),
      and(
        eq(plannerItems.kind, 'product'),
        tdb.exists(contents, and(eq(contents.id, plannerItems.contentId), publicContentCondition(tdb)) as SQL),
      ),
      and(
        eq(plannerItems.kind, 'catalog'),
        tdb.exists(
          catalogs,
          and(eq(catalogs.id, plannerItems.catalogId), eq(catalogs.status, PUBLIC_CONTENT_STATUS)) as SQL,
        ),
      ),
    ),
  ) as SQL;
}

/** A planner whose owner made it public, and who is still an active member (a blocked user's pages are hidden). */
const publicPlannerJoin = (tdb: TenantDb) =>
  tdb.joinOn(users, and(eq(users.id, planners.userId), eq(users.status, 'active')) as SQL);

/** Made public by its owner, and its own words (title, description) approved by a moderator. */
const publicPlannerCondition = and(eq(planners.isPublic, true), eq(planners.status, 'approved')) as SQL;

/** The planner has an item the public sees (correlated with the planner of the query around it). */
const hasPublicItem = (tdb: TenantDb) =>
  tdb.exists(plannerItems, and(eq(plannerItems.plannerId, planners.id), publicItemCondition(tdb)) as SQL);

export type TPublicPlannerRow = {
  id: number;
  title: string;
  description: string;
  userId: number;
  username: string;
  itemsCount: number;
  updatedAt: Date;
};

/**
 * The planners the public sees, newest change first; `userId` keeps one owner's: public, approved, of an active owner,
 * with at least one public item (the join with their count).
 */
export async function listPublicPlanners(
  tdb: TenantDb,
  filter: { userId?: number },
  page: TPage,
): Promise<{ rows: TPublicPlannerRow[]; total: number }> {
  const visible = tdb
    .selectFields(
      plannerItems,
      { plannerId: plannerItems.plannerId, itemsCount: sql<number>`count(*)::int`.as('public_items_count') },
      and(
        tdb.inSubquery(plannerItems.plannerId, planners, planners.id, eq(planners.isPublic, true)),
        publicItemCondition(tdb),
      ) as SQL,
    )
    .groupBy(plannerItems.plannerId)
    .as('visible');
  // The derived table's columns (Drizzle types a dynamic select's subquery fields loosely).
  const counted = visible as unknown as { plannerId: PgColumn; itemsCount: SQL.Aliased<number> };
  const where = and(
    publicPlannerCondition,
    filter.userId === undefined ? undefined : eq(planners.userId, filter.userId),
  ) as SQL;
  const select = <F extends Record<string, unknown>>(fields: F) =>
    tdb
      .selectFields(planners, fields as never, where)
      .innerJoin(visible, eq(counted.plannerId, planners.id))
      .innerJoin(users, publicPlannerJoin(tdb));
  const [rows, totals] = await Promise.all([
    select({
      id: planners.id,
      title: planners.title,
      description: planners.description,
      userId: planners.userId,
      // The name the site shows, never a login e-mail (decision 0045).
      username: publicNameOfUser().as('username'),
      itemsCount: counted.itemsCount,
      updatedAt: planners.updatedAt,
    })
      .orderBy(desc(planners.updatedAt), desc(planners.id))
      .limit(page.limit)
      .offset(page.offset),
    select({ n: count() }),
  ]);
  return {
    rows: rows as unknown as TPublicPlannerRow[],
    total: Number((totals[0] as { n: number } | undefined)?.n ?? 0),
  };
}

export type TPublicPlannerHead = Omit<TPublicPlannerRow, 'itemsCount'>;

/**
 * A planner the public sees — public, its words approved, its owner active — and, unless `withPublicItem` is false
 * (the caller reads its items anyway), with at least one item the public sees; anything else (private, waiting, empty,
 * unknown, another licence's) is not found.
 */
export async function findPublicPlanner(
  tdb: TenantDb,
  id: number,
  { withPublicItem = true } = {},
): Promise<TPublicPlannerHead | undefined> {
  const [row] = await tdb
    .selectFields(
      planners,
      {
        id: planners.id,
        title: planners.title,
        description: planners.description,
        userId: planners.userId,
        username: publicNameOfUser().as('username'),
        updatedAt: planners.updatedAt,
      },
      and(eq(planners.id, id), publicPlannerCondition, withPublicItem ? hasPublicItem(tdb) : undefined) as SQL,
    )
    .innerJoin(users, publicPlannerJoin(tdb))
    .limit(1);
  return row as TPublicPlannerHead | undefined;
}

export type TPublicItemRow = {
  id: number;
  kind: string;
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
  contentId: number | null;
  contentSlug: string | null;
  contentTitle: string | null;
  contentImage: string | null;
  catalogId: number | null;
  catalogSlug: string | null;
  catalogName: string | null;
  catalogImage: string | null;
  priceMinor: number | null;
  currencyId: number | null;
  showPricePublicly: boolean;
};

/** Every field under its own name (the JSON keys a shared statement's rows carry). */
const named = <F extends Record<string, PgColumn>>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([name, column]) => [name, sql`${column}`.as(name)])) as {
    [K in keyof F]: SQL.Aliased<F[K]['_']['data']>;
  };

/** The statement of listPublicItems, built once for every licence and planner (placeholders for both). */
function publicItemsQuery(shared: TenantDb) {
  const query = shared
    .selectFields(
      plannerItems,
      named({
        id: plannerItems.id,
        kind: plannerItems.kind,
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
        categoryPosition: categories.position,
        contentId: plannerItems.contentId,
        contentSlug: contents.slug,
        contentTitle: contents.title,
        contentImage: contents.image,
        catalogId: plannerItems.catalogId,
        catalogSlug: catalogs.slug,
        catalogName: catalogs.name,
        catalogImage: catalogs.image,
        priceMinor: plannerItems.priceMinor,
        currencyId: plannerItems.currencyId,
        showPricePublicly: plannerItems.showPricePublicly,
      }),
      and(eq(plannerItems.plannerId, sql.placeholder('plannerId')), publicItemCondition(shared)) as SQL,
    )
    .leftJoin(categories, shared.joinOn(categories, eq(categories.id, plannerItems.categoryId)))
    .leftJoin(contents, shared.joinOn(contents, eq(contents.id, plannerItems.contentId)))
    .leftJoin(catalogs, shared.joinOn(catalogs, eq(catalogs.id, plannerItems.catalogId)));
  return {
    query,
    order: [
      sql`hits."categoryId" is null`,
      sql`hits."categoryPosition"`,
      sql`hits."categoryName"`,
      sql`hits."categoryId"`,
      sql`hits."scheduledDate" asc nulls last`,
      sql`hits."scheduledTime" asc nulls last`,
      sql`hits."id"`,
    ],
  };
}

/**
 * The planner's public items with their names, in one statement prepared once (a miss of the visitors' cache costs
 * the query, not building and planning it): by category as the owner's page orders them (the site's category order,
 * items without one last), then by date and time (undated last) and as they were added. One row per item, each as
 * JSON: measured against one statement answering the planner with its items as a single json_agg, PostgreSQL spent
 * more on the aggregate (2.7–2.9 ms against 2.2–2.6 ms for both statements, one after the other) than the round trip
 * saved (bench/README).
 */
export async function listPublicItems(tdb: TenantDb, plannerId: number): Promise<TPublicItemRow[]> {
  const { rows } = await tdb.windowOf<TPublicItemRow>(
    'public_planner_items',
    publicItemsQuery,
    { plannerId },
    { limit: PLANNER_ITEMS_MAX, offset: 0 },
  );
  return rows;
}
