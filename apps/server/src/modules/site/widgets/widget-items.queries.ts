/**
 * The SQL that picks a list widget's contents: which public contents match (type, category tree, tags, never the
 * page's own content), and their ids in the widget's order — newest, most read, or random without sorting the whole
 * set (decision 0034). The items themselves are presented by the contents module.
 */
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { publicContentCondition } from '../../../db/public-contents';
import { categories, contents, contentTags } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TItemFilter = {
  /** Content types the items may be of. */
  contentTypeIds: readonly number[];
  /** The category and its subcategories; undefined: any. */
  categoryIds?: number[];
  /** Items must carry one of these tags; undefined: no tag condition. */
  tagIds?: number[];
  /** Never this content (the page's own). */
  excludeId?: number;
};

/** The condition of a widget's items, handed back to the queries below. */
export type TItemCondition = SQL;

export function itemCondition(tdb: TenantDb, filter: TItemFilter): TItemCondition {
  return and(
    publicContentCondition(tdb),
    inArray(contents.contentTypeId, [...filter.contentTypeIds]),
    filter.categoryIds === undefined ? undefined : inArray(contents.categoryId, filter.categoryIds),
    filter.tagIds === undefined
      ? undefined
      : tdb.exists(
          contentTags,
          and(eq(contentTags.contentId, contents.id), inArray(contentTags.tagId, filter.tagIds))!,
        ),
    filter.excludeId === undefined ? undefined : ne(contents.id, filter.excludeId),
  ) as SQL;
}

async function idsOf(query: PromiseLike<{ id: number }[]>): Promise<number[]> {
  return (await query).map((row) => row.id);
}

/** Newest published first (then newest row); contents never published (imported) come last. */
export function newestIds(tdb: TenantDb, where: SQL, limit: number): Promise<number[]> {
  return idsOf(
    tdb
      .selectFields(contents, { id: contents.id }, where)
      .orderBy(sql`${contents.publishedAt} desc nulls last`, desc(contents.id))
      .limit(limit),
  );
}

/** Most viewed first (the `views` the view counter keeps), newest first among equals. */
export function mostReadIds(tdb: TenantDb, where: SQL, limit: number): Promise<number[]> {
  return idsOf(
    tdb
      .selectFields(contents, { id: contents.id }, where)
      .orderBy(desc(contents.views), desc(contents.id))
      .limit(limit),
  );
}

/** The first `limit` matching ids in id order: a walk of the licence's index that stops early. */
export function lowestIds(tdb: TenantDb, where: SQL, limit: number): Promise<number[]> {
  return idsOf(tdb.selectFields(contents, { id: contents.id }, where).orderBy(asc(contents.id)).limit(limit));
}

/** The highest matching id. */
export async function highestId(tdb: TenantDb, where: SQL): Promise<number | undefined> {
  const [id] = await idsOf(tdb.selectFields(contents, { id: contents.id }, where).orderBy(desc(contents.id)).limit(1));
  return id;
}

/**
 * For each pivot, the first matching id at or above it (one short index probe each): distinct ids, in no order.
 * Pivots past the last match find nothing.
 */
export function idsAtOrAbove(tdb: TenantDb, where: SQL, pivots: number[]): Promise<number[]> {
  if (pivots.length === 0) return Promise.resolve([]);
  const pivotList = sql`array[${sql.join(
    pivots.map((pivot) => sql`${pivot}`),
    sql`, `,
  )}]::int[]`;
  const firstAtOrAbove = tdb
    .selectFields(contents, { id: contents.id }, and(where, sql`${contents.id} >= p.pivot`))
    .orderBy(asc(contents.id))
    .limit(1);
  return idsOf(
    tdb.selectFields(
      contents,
      { id: contents.id },
      sql`${contents.id} in (select (${firstAtOrAbove}) from unnest(${pivotList}) as p(pivot))`,
    ),
  );
}

/** The tags of one content. */
export async function tagIdsOfContent(tdb: TenantDb, contentId: number): Promise<number[]> {
  const rows = await tdb.selectFields(contentTags, { id: contentTags.tagId }, eq(contentTags.contentId, contentId));
  return rows.map((row) => row.id);
}

/** Every category of the licence with its parent: small (a menu), read whole to walk a category's subtree. */
export function categoryTreeRows(tdb: TenantDb) {
  return tdb.selectFields(categories, {
    id: categories.id,
    parentCategoryId: categories.parentCategoryId,
    status: categories.status,
  });
}
