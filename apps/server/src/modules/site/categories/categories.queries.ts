/** Data access for categories: lists, one category, writes, the tree of a content type and menu positions. */
import { and, asc, count, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { categories } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TCategoryRow = typeof categories.$inferSelect;
export type TNewCategory = Omit<typeof categories.$inferInsert, 'licenceId' | 'id'>;
export type TCategoryChanges = Partial<Omit<TNewCategory, 'contentTypeId'>>;

export type TCategoryFilter = {
  contentTypeId?: number;
  /** 0 lists the top-level categories. */
  parentCategoryId?: number;
  status: string;
  name?: string;
  slug?: string;
  id?: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: TCategoryFilter): SQL | undefined {
  const parent = filter.parentCategoryId;
  return and(
    eq(categories.status, filter.status),
    filter.contentTypeId !== undefined ? eq(categories.contentTypeId, filter.contentTypeId) : undefined,
    parent === 0 ? isNull(categories.parentCategoryId) : undefined,
    parent !== undefined && parent !== 0 ? eq(categories.parentCategoryId, parent) : undefined,
    filter.name ? ilike(categories.name, `%${escapeLike(filter.name)}%`) : undefined,
    filter.slug !== undefined ? eq(categories.slug, filter.slug) : undefined,
    filter.id !== undefined ? eq(categories.id, filter.id) : undefined,
  );
}

/** Menu order: position within the content type, then age. */
const menuOrder = [asc(categories.contentTypeId), asc(categories.position), asc(categories.id)];

export async function listCategories(tdb: TenantDb, filter: TCategoryFilter, page: TPage) {
  const where = filterCondition(filter);
  const [rows, total] = await Promise.all([
    tdb
      .select(categories, where)
      .orderBy(...menuOrder)
      .limit(page.limit)
      .offset(page.offset),
    tdb.count(categories, where),
  ]);
  return { rows: rows as TCategoryRow[], total };
}

export function findCategory(tdb: TenantDb, id: number): Promise<TCategoryRow | undefined> {
  return tdb.findOne(categories, eq(categories.id, id));
}

export async function findCategoriesByIds(tdb: TenantDb, ids: number[]): Promise<TCategoryRow[]> {
  if (ids.length === 0) return [];
  return (await tdb.select(categories, inArray(categories.id, ids))) as TCategoryRow[];
}

export async function categoriesOfType(tdb: TenantDb, contentTypeId: number): Promise<TCategoryRow[]> {
  const rows = await tdb.select(categories, eq(categories.contentTypeId, contentTypeId)).orderBy(...menuOrder);
  return rows as TCategoryRow[];
}

export async function isSlugTaken(tdb: TenantDb, slug: string, exceptId?: number): Promise<boolean> {
  const other = exceptId === undefined ? undefined : ne(categories.id, exceptId);
  return (await tdb.count(categories, and(eq(categories.slug, slug), other))) > 0;
}

/** The position after the last category of the content type: new categories go to the end of the menu. */
export async function nextPosition(tdb: TenantDb, contentTypeId: number): Promise<number> {
  const [row] = await tdb.selectFields(
    categories,
    { last: sql<number | null>`max(${categories.position})`.as('last') },
    eq(categories.contentTypeId, contentTypeId),
  );
  return Number(row?.last ?? 0) + 1;
}

export async function insertCategory(tdb: TenantDb, values: TNewCategory): Promise<TCategoryRow> {
  const [row] = await tdb.insert(categories, values).returning();
  return row as TCategoryRow;
}

export async function updateCategoryRow(tdb: TenantDb, id: number, changes: TCategoryChanges): Promise<TCategoryRow> {
  const [row] = await tdb.update(categories, { ...changes, updatedAt: new Date() }, eq(categories.id, id)).returning();
  return row as TCategoryRow;
}

/** Moves the children of `parentId` to `newParentId` (the deleted category's own parent, or the top level). */
export async function moveChildren(tdb: TenantDb, parentId: number, newParentId: number | null): Promise<void> {
  await tdb.update(
    categories,
    { parentCategoryId: newParentId, updatedAt: new Date() },
    eq(categories.parentCategoryId, parentId),
  );
}

/** Writes `position` 1…n in the order of `ids`, in one statement. */
export async function writePositions(tdb: TenantDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index + 1}::integer`),
    sql` `,
  );
  await tdb.update(categories, { position: sql`(case ${categories.id} ${cases} end)` }, inArray(categories.id, ids));
}

/** Active categories per content type. */
export async function countActiveByContentType(tdb: TenantDb): Promise<Map<number, number>> {
  const rows = await tdb
    .selectFields(
      categories,
      { contentTypeId: categories.contentTypeId, n: count().as('n') },
      eq(categories.status, 'active'),
    )
    .groupBy(categories.contentTypeId);
  return new Map(rows.map((row) => [row.contentTypeId, Number(row.n)]));
}
