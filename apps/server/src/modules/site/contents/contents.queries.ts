/** Data access for reading contents: list rows with category and author, one content, and its related rows. */
import { and, asc, desc, eq, inArray, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { publicContentCondition } from '../../../db/public-contents';
import { publicNameOfUser } from '../../../db/public-names';
import { categories, contents, contentTags, tags, users } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

const EXCERPT_SOURCE_LENGTH = 1500;

type TTagRef = { id: number; name: string; slug: string };

/** The columns a list item shows: no long text, only its start for the excerpt. */
const listFields = {
  id: contents.id,
  contentTypeId: contents.contentTypeId,
  title: contents.title,
  slug: contents.slug,
  description: contents.description,
  textStart: sql<string | null>`left(contents.content_text, ${sql.raw(String(EXCERPT_SOURCE_LENGTH))})`.as(
    'text_start',
  ),
  image: contents.image,
  categoryId: contents.categoryId,
  authorId: contents.authorId,
  price: contents.price,
  currencyId: contents.currencyId,
  discount: contents.discount,
  discountType: contents.discountType,
  status: contents.status,
  rejectedAt: contents.rejectedAt,
  remarkRequestForEdit: contents.remarkRequestForEdit,
  views: contents.views,
  commentsAllowed: contents.commentsAllowed,
  createdAt: contents.createdAt,
  publishedAt: contents.publishedAt,
  categoryName: categories.name,
  categorySlug: categories.slug,
  categoryStatus: categories.status,
  // The name the site shows, never a login e-mail (decision 0045).
  authorUsername: publicNameOfUser().as('author_username'),
  authorCompanyName: users.companyName,
  authorAvatar: users.avatar,
  // The tags travel in the same statement: a page is one round trip to the database, not two (`tagsOf`, per licence).
  tags: sql<TTagRef[]>`'[]'::json`.as('tags'),
};

/** The tags of the outer query's content as a JSON list, read through this licence's tags only. */
const tagsOf = (tdb: TenantDb) =>
  sql<TTagRef[]>`coalesce((${tdb
    .selectFields(
      contentTags,
      {
        list: sql`json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'slug', ${tags.slug})
          order by ${tags.id})`.as('list'),
      },
      eq(contentTags.contentId, contents.id),
    )
    .innerJoin(tags, tdb.joinOn(tags, eq(tags.id, contentTags.tagId)))}), '[]'::json)`.as('tags');

function selectListRows<F extends Record<string, PgColumn | SQL.Aliased>>(
  tdb: TenantDb,
  where: SQL | undefined,
  fields: F = listFields as unknown as F,
) {
  return (
    tdb
      .selectFields(contents, 'tags' in fields ? { ...fields, tags: tagsOf(tdb) } : fields, where)
      .leftJoin(categories, tdb.joinOn(categories, eq(categories.id, contents.categoryId)))
      // Every content has its author; a left join keeps the planner from starting at the author and reading all the
      // author's contents (it takes licence and author for independent columns and expects one row).
      .leftJoin(users, tdb.joinOn(users, eq(users.id, contents.authorId)))
  );
}

type TContentColumns = typeof contents.$inferSelect;
export type TContentRow = TContentColumns;
/** A row of `listFields` (Drizzle loses the types of a selection over joined tenant tables, so they are named here). */
export type TListRow = Pick<
  TContentColumns,
  | 'id'
  | 'contentTypeId'
  | 'title'
  | 'slug'
  | 'description'
  | 'image'
  | 'categoryId'
  | 'authorId'
  | 'price'
  | 'currencyId'
  | 'discount'
  | 'discountType'
  | 'status'
  | 'rejectedAt'
  | 'remarkRequestForEdit'
  | 'views'
  | 'commentsAllowed'
  | 'createdAt'
  | 'publishedAt'
> & {
  textStart: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  categoryStatus: string | null;
  authorUsername: string;
  authorCompanyName: string | null;
  authorAvatar: string | null;
  tags: TTagRef[];
};

/** Runs a list query built by `selectListRows`, typed. */
async function run(query: PromiseLike<unknown>): Promise<TListRow[]> {
  return (await query) as TListRow[];
}
/**
 * One page of contents in the given order, and how many match (`count` may answer from a cache). The page's ids are
 * chosen by contents alone (an index walk that stops after the page), then only those rows are joined with their
 * category, author and tags: the planner cannot pick a join order that reads the whole licence first (it did, from
 * the author side, because it takes licence and author for independent columns).
 */
export async function listContentRows(
  tdb: TenantDb,
  where: SQL | undefined,
  order: SQL[],
  page: TPage,
  count: () => Promise<number> = () => tdb.count(contents, where),
) {
  const pageIds = tdb
    .selectFields(contents, { id: contents.id }, where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, total] = await Promise.all([
    // `= any(array(…))` runs the page query once, first, whatever the planner guesses about the joins.
    run(selectListRows(tdb, sql`${contents.id} = any(array(${pageIds}))`).orderBy(...order)),
    count(),
  ]);
  return { rows, total };
}

/**
 * A random page that stays cheap on large tables: a random pivot between the smallest and largest matching id,
 * the next `limit` rows by id from there (wrapping to the start), shuffled. No ORDER BY random() over everything.
 */
export async function randomContentRows(tdb: TenantDb, where: SQL | undefined, limit: number) {
  const [stats] = await tdb.selectFields(
    contents,
    {
      total: sql<number>`count(*)::int`.as('total'),
      low: sql<number | null>`min(contents.id)`.as('low'),
      high: sql<number | null>`max(contents.id)`.as('high'),
    },
    where,
  );
  const total = Number(stats?.total ?? 0);
  if (!stats || total === 0 || stats.low === null || stats.high === null) return { rows: [], total };
  const low = Number(stats.low);
  const pivot = low + Math.floor(Math.random() * (Number(stats.high) - low + 1));
  const after = await run(
    selectListRows(tdb, and(where, sql`contents.id >= ${pivot}`))
      .orderBy(asc(contents.id))
      .limit(limit),
  );
  const before =
    after.length < limit
      ? await run(
          selectListRows(tdb, and(where, sql`contents.id < ${pivot}`))
            .orderBy(asc(contents.id))
            .limit(limit - after.length),
        )
      : [];
  const rows = [...after, ...before];
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return { rows, total };
}

/** The rows of `ids`, in no particular order. */
export function contentRowsByIds(tdb: TenantDb, ids: number[]) {
  return run(selectListRows(tdb, inArray(contents.id, ids)).limit(ids.length));
}

/** Rows of `where` in the given order, without counting (capped lists). */
export async function contentRows(tdb: TenantDb, where: SQL | undefined, order: SQL[], limit: number) {
  return run(
    selectListRows(tdb, where)
      .orderBy(...order)
      .limit(limit),
  );
}

export async function findContentRow(tdb: TenantDb, id: number, contentTypeId?: number) {
  return tdb.findOne(
    contents,
    and(
      eq(contents.id, id),
      contentTypeId === undefined ? undefined : eq(contents.contentTypeId, contentTypeId),
    ) as SQL,
  );
}

/** One content as a list row (category, author, tags), for any status. */
export async function findContentListRow(tdb: TenantDb, id: number): Promise<TListRow | undefined> {
  const rows = await run(selectListRows(tdb, eq(contents.id, id)).limit(1));
  return rows[0];
}

/**
 * Every public row, newest first, as the JSON text of a list row with the values lists filter by: for holding a
 * whole licence's lists in memory, where mapping twenty-odd columns of thousands of rows cost the server more than the
 * query did. `listRowOfJson` reads one back.
 */
export async function newestPublicContentRowsAsJson(tdb: TenantDb, limit: number) {
  const query = selectListRows(tdb, publicContentCondition(tdb), namedListFields)
    .orderBy(desc(contents.id))
    .limit(limit);
  const rows = await tdb.jsonTextRows(
    query,
    ['id', 'contentTypeId', 'categoryId', 'authorId'],
    'newest_content_rows_as_json',
  );
  // The outer select of the JSON does not promise the inner query's order.
  return (
    rows as { json: string; id: number; contentTypeId: number; categoryId: number | null; authorId: number }[]
  ).sort((a, b) => b.id - a.id);
}

/** `listFields`, each under its own name: the category's and the author's columns share names with the content's. */
const namedListFields = Object.fromEntries(
  Object.entries(listFields).map(([name, field]) => [
    name,
    (field instanceof SQL.Aliased ? field.sql : sql`${field}`).as(name),
  ]),
);

type TJsonListRow = Omit<TListRow, 'createdAt' | 'publishedAt'> & { createdAt: string; publishedAt: string | null };

/** A list row from its JSON text (`newestContentRowsAsJson`). */
export function listRowOfJson(json: string): TListRow {
  const row = JSON.parse(json) as TJsonListRow;
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
  };
}

/** Just enough of each content to pick one from a list, newest first. */
export function contentOptionRows(tdb: TenantDb, where: SQL | undefined, limit: number) {
  return tdb
    .selectFields(
      contents,
      { id: contents.id, title: contents.title, slug: contents.slug, image: contents.image },
      where,
    )
    .orderBy(desc(contents.id))
    .limit(limit);
}
