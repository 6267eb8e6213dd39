/** Data access of paid first places: bidding items with their item's title, category and counted totals. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { and, desc, eq, gt, gte, lt, lte, not, type SQL, sql } from 'drizzle-orm';
import { biddingDailyStats, biddingItems, catalogs, categories, contents } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../publishing/status-machine';

export type TBiddingItemRow = typeof biddingItems.$inferSelect;
/** A bidding item as its list and report show it. */
export type TBiddingItemRecord = Pick<
  TBiddingItemRow,
  'id' | 'contentId' | 'catalogId' | 'categoryId' | 'startDate' | 'endDate' | 'active' | 'createdAt'
> & {
  title: string;
  categoryName: string;
  impressions: number;
  clicks: number;
};

/** A product (content) or a catalog: what a first place is given to. */
export type TPlacedItem = { contentId: number; catalogId?: undefined } | { catalogId: number; contentId?: undefined };

/** What placing an item first depends on, read while the item's row is locked (two placements at once wait). */
export type TPlacedItemFacts = {
  isProduct: boolean;
  status: string;
  categoryId: number | null;
  /** The item's category is an active category of products and catalogs. */
  categoryUsable: boolean;
};

export async function lockPlacedItem(tx: TenantDb, item: TPlacedItem): Promise<TPlacedItemFacts | undefined> {
  const [row] =
    item.contentId !== undefined
      ? await tx
          .selectFields(
            contents,
            { contentTypeId: contents.contentTypeId, status: contents.status, categoryId: contents.categoryId },
            eq(contents.id, item.contentId),
          )
          .limit(1)
          .for('no key update')
      : await tx
          .selectFields(
            catalogs,
            {
              contentTypeId: sql<number>`${CONTENT_TYPE.product}::int`.as('content_type_id'),
              status: catalogs.status,
              categoryId: catalogs.categoryId,
            },
            eq(catalogs.id, item.catalogId),
          )
          .limit(1)
          .for('no key update');
  if (!row) return undefined;
  const categoryUsable =
    row.categoryId !== null &&
    (await tx.count(
      categories,
      and(
        eq(categories.id, row.categoryId),
        eq(categories.status, 'active'),
        eq(categories.contentTypeId, CONTENT_TYPE.product),
      ),
    )) > 0;
  return {
    isProduct: row.contentTypeId === CONTENT_TYPE.product,
    status: row.status,
    categoryId: row.categoryId,
    categoryUsable,
  };
}

const itemColumn = (item: TPlacedItem) =>
  item.contentId !== undefined
    ? eq(biddingItems.contentId, item.contentId)
    : eq(biddingItems.catalogId, item.catalogId);

/** Whether the item has a first place still switched on whose days meet `start`..`end`. */
export async function overlapsActivePlace(tx: TenantDb, item: TPlacedItem, start: string, end: string) {
  const overlapping = and(
    itemColumn(item),
    biddingItems.active,
    lte(biddingItems.startDate, end),
    gte(biddingItems.endDate, start),
  ) as SQL;
  return (await tx.count(biddingItems, overlapping)) > 0;
}

export async function insertBiddingItem(
  tx: TenantDb,
  values: Omit<typeof biddingItems.$inferInsert, 'licenceId' | 'id'>,
): Promise<number> {
  const [row] = await tx.insert(biddingItems, values).returning({ id: biddingItems.id });
  return row!.id;
}

export async function switchOffBiddingItem(tx: TenantDb, id: number, actorId: number | null): Promise<void> {
  await tx.update(
    biddingItems,
    { active: false, disabledBy: actorId, disabledAt: new Date() },
    and(eq(biddingItems.id, id), biddingItems.active) as SQL,
  );
}

/** The list's filters, state told by `today`. */
export type TBiddingItemFilter = {
  contentId?: number;
  catalogId?: number;
  categoryId?: number;
  state?: 'scheduled' | 'active' | 'ended' | 'disabled';
};

function stateCondition(state: TBiddingItemFilter['state'], today: string): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'disabled':
      return not(biddingItems.active);
    case 'scheduled':
      return and(biddingItems.active, gt(biddingItems.startDate, today));
    case 'ended':
      return and(biddingItems.active, lt(biddingItems.endDate, today));
    case 'active':
      return and(biddingItems.active, lte(biddingItems.startDate, today), gte(biddingItems.endDate, today));
  }
}

function filterCondition(filter: TBiddingItemFilter, today: string): SQL | undefined {
  return and(
    filter.contentId !== undefined ? eq(biddingItems.contentId, filter.contentId) : undefined,
    filter.catalogId !== undefined ? eq(biddingItems.catalogId, filter.catalogId) : undefined,
    filter.categoryId !== undefined ? eq(biddingItems.categoryId, filter.categoryId) : undefined,
    stateCondition(filter.state, today),
  );
}

/** An item's counted total of `column`, over every day written so far. */
function totalOf(tdb: TenantDb, column: typeof biddingDailyStats.impressions | typeof biddingDailyStats.clicks) {
  return sql<number>`(select coalesce(sum(${column}), 0)::int from ${biddingDailyStats} where ${tdb.scope(
    biddingDailyStats,
    eq(biddingDailyStats.biddingItemId, biddingItems.id),
  )})`;
}

function selectRecords(tdb: TenantDb, where: SQL | undefined) {
  return tdb
    .selectFields(
      biddingItems,
      {
        id: biddingItems.id,
        contentId: biddingItems.contentId,
        catalogId: biddingItems.catalogId,
        categoryId: biddingItems.categoryId,
        startDate: biddingItems.startDate,
        endDate: biddingItems.endDate,
        active: biddingItems.active,
        createdAt: biddingItems.createdAt,
        title: sql<string>`coalesce(${contents.title}, ${catalogs.name}, '')`.as('title'),
        categoryName: sql<string>`coalesce(${categories.name}, '')`.as('category_name'),
        impressions: totalOf(tdb, biddingDailyStats.impressions).as('impressions'),
        clicks: totalOf(tdb, biddingDailyStats.clicks).as('clicks'),
      },
      where,
    )
    .leftJoin(contents, tdb.joinOn(contents, eq(contents.id, biddingItems.contentId)))
    .leftJoin(catalogs, tdb.joinOn(catalogs, eq(catalogs.id, biddingItems.catalogId)))
    .leftJoin(categories, tdb.joinOn(categories, eq(categories.id, biddingItems.categoryId)));
}

type TSelected = Omit<TBiddingItemRecord, 'impressions' | 'clicks'> & { impressions: unknown; clicks: unknown };
const toRecord = (row: TSelected): TBiddingItemRecord => ({
  ...row,
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
});

export async function findBiddingItemRecord(tdb: TenantDb, id: number): Promise<TBiddingItemRecord | undefined> {
  // Joined columns leave Drizzle's generic select untyped: the shape is the one selectRecords names.
  const rows = (await selectRecords(tdb, eq(biddingItems.id, id)).limit(1)) as unknown as TSelected[];
  return rows[0] && toRecord(rows[0]);
}

/** The newest first places first. */
export async function listBiddingItemRecords(
  tdb: TenantDb,
  filter: TBiddingItemFilter,
  today: string,
  window: { limit: number; offset: number },
): Promise<{ records: TBiddingItemRecord[]; total: number }> {
  const where = filterCondition(filter, today);
  const [rows, total] = await Promise.all([
    selectRecords(tdb, where)
      .orderBy(desc(biddingItems.createdAt), desc(biddingItems.id))
      .limit(window.limit)
      .offset(window.offset),
    tdb.count(biddingItems, where),
  ]);
  return { records: (rows as unknown as TSelected[]).map(toRecord), total };
}

export async function findBiddingItem(tdb: TenantDb, id: number): Promise<TBiddingItemRow | undefined> {
  return tdb.findOne(biddingItems, eq(biddingItems.id, id));
}

/** Whether the first place is running on `today`: switched on and within its days. */
export async function isRunningBiddingItem(tdb: TenantDb, id: number, today: string): Promise<boolean> {
  const running = and(
    eq(biddingItems.id, id),
    biddingItems.active,
    lte(biddingItems.startDate, today),
    gte(biddingItems.endDate, today),
  );
  return (await tdb.count(biddingItems, running)) > 0;
}

/** An item's written counts per day, oldest first. */
export async function dailyCounts(tdb: TenantDb, id: number) {
  return tdb
    .selectFields(
      biddingDailyStats,
      { day: biddingDailyStats.day, impressions: biddingDailyStats.impressions, clicks: biddingDailyStats.clicks },
      eq(biddingDailyStats.biddingItemId, id),
    )
    .orderBy(biddingDailyStats.day);
}

/** A first place running on `today` in `categoryId`, with the product or catalog it places. */
export type TRunningPlace = { biddingItemId: number; type: 'product' | 'catalog'; id: number };

/**
 * The category's first places running today whose item is still approved and still in that category (an item moved
 * elsewhere or withdrawn from the public leads nothing), in the order they were placed.
 */
export async function runningPlacesOfCategory(
  tdb: TenantDb,
  categoryId: number,
  today: string,
): Promise<TRunningPlace[]> {
  const placedProduct = tdb.exists(
    contents,
    and(
      eq(contents.id, biddingItems.contentId),
      eq(contents.status, PUBLIC_STATUS),
      eq(contents.categoryId, biddingItems.categoryId),
    ) as SQL,
  );
  const placedCatalog = tdb.exists(
    catalogs,
    and(
      eq(catalogs.id, biddingItems.catalogId),
      eq(catalogs.status, PUBLIC_STATUS),
      eq(catalogs.categoryId, biddingItems.categoryId),
    ) as SQL,
  );
  const rows = await tdb
    .selectFields(
      biddingItems,
      { id: biddingItems.id, contentId: biddingItems.contentId, catalogId: biddingItems.catalogId },
      and(
        eq(biddingItems.categoryId, categoryId),
        biddingItems.active,
        lte(biddingItems.startDate, today),
        gte(biddingItems.endDate, today),
        sql`(${placedProduct} or ${placedCatalog})`,
      ),
    )
    .orderBy(biddingItems.id);
  return rows.map((row) =>
    row.contentId !== null
      ? { biddingItemId: row.id, type: 'product', id: row.contentId }
      : { biddingItemId: row.id, type: 'catalog', id: row.catalogId! },
  );
}
