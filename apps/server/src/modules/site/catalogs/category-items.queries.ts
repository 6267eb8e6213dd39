/** Data access for get-category-catalog-product: approved catalogs and products of a category tree, one list. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { catalogs, categories, contents } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../publishing/status-machine';
import type { TFirstPlaces } from './first-places';

export type TCategoryItemRef = { type: 'catalog' | 'product'; id: number };

/** The active catalog-and-product category `categoryId` and its active subcategories; null when there is none. */
export async function catalogCategoryTree(tdb: TenantDb, categoryId: number): Promise<number[] | null> {
  const rows = await tdb.selectFields(
    categories,
    { id: categories.id, parentId: categories.parentCategoryId },
    and(eq(categories.status, 'active'), eq(categories.contentTypeId, CONTENT_TYPE.product)),
  );
  if (!rows.some((row) => row.id === categoryId)) return null;
  const tree = [categoryId];
  // Breadth-first over the parent links; a deleted category cuts off its subtree.
  for (let i = 0; i < tree.length; i++) {
    for (const row of rows) if (row.parentId === tree[i] && !tree.includes(row.id)) tree.push(row.id);
  }
  return tree;
}

/** The place of each row of `type`: its index among the first places, or after all of them. */
function placeOf(column: PgColumn, firstPlaces: TFirstPlaces, type: TCategoryItemRef['type']): SQL {
  // Places are small integers this code makes; written as literals so both sides of the union type them as int.
  const last = sql.raw(String(firstPlaces.length));
  const promoted = firstPlaces.flatMap((place, index) => (place.type === type ? [{ id: place.id, index }] : []));
  if (promoted.length === 0) return sql`${last}`;
  const cases = sql.join(
    promoted.map(({ id, index }) => sql`when ${id}::int then ${sql.raw(String(index))}`),
    sql` `,
  );
  return sql`(case ${column} ${cases} else ${last} end)`;
}

export async function listCategoryItemRefs(
  tdb: TenantDb,
  categoryIds: number[],
  firstPlaces: TFirstPlaces,
  window: { limit: number; offset: number },
): Promise<{ refs: TCategoryItemRef[]; total: number }> {
  const catalogWhere = and(eq(catalogs.status, PUBLIC_STATUS), inArray(catalogs.categoryId, categoryIds));
  const productWhere = and(
    eq(contents.contentTypeId, CONTENT_TYPE.product),
    eq(contents.status, PUBLIC_STATUS),
    inArray(contents.categoryId, categoryIds),
  );
  const catalogRefs = tdb.selectFields(
    catalogs,
    {
      type: sql<string>`'catalog'`.as('type'),
      id: catalogs.id,
      createdAt: catalogs.createdAt,
      place: placeOf(catalogs.id, firstPlaces, 'catalog').as('place'),
    },
    catalogWhere,
  );
  const productRefs = tdb.selectFields(
    contents,
    {
      type: sql<string>`'product'`.as('type'),
      id: contents.id,
      createdAt: contents.createdAt,
      place: placeOf(contents.id, firstPlaces, 'product').as('place'),
    },
    productWhere,
  );
  const [rows, catalogCount, productCount] = await Promise.all([
    catalogRefs
      .unionAll(productRefs)
      // Paid first places, then newest first; ties broken the same way every time so pages never overlap.
      .orderBy(sql`"place"`, sql`"created_at" desc`, sql`"type"`, sql`"id" desc`)
      .limit(window.limit)
      .offset(window.offset),
    tdb.count(catalogs, catalogWhere),
    tdb.count(contents, productWhere),
  ]);
  return {
    refs: rows.map((row) => ({ type: row.type as TCategoryItemRef['type'], id: row.id })),
    total: catalogCount + productCount,
  };
}
