/**
 * What planner items point at, as this licence holds it: products and catalogs the public sees (only those may be
 * linked: an item of one the public cannot see would hide itself), and the active product categories a task may be
 * filed under.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { and, eq, type SQL } from 'drizzle-orm';
import { publicContentCondition } from '../../../../db/public-contents';
import { catalogs, categories, contents } from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../../publishing/status-machine';

/** A product's facts a link copies: its title, category and price with its discount. */
export type TLinkableProduct = {
  title: string;
  categoryId: number | null;
  price: number | null;
  currencyId: number;
  discount: number;
  discountType: number;
};

/** A product the public sees (db/public-contents.ts: approved, in no category or an active one). */
export async function findPublicProduct(tdb: TenantDb, id: number): Promise<TLinkableProduct | undefined> {
  const [row] = await tdb
    .selectFields(
      contents,
      {
        title: contents.title,
        categoryId: contents.categoryId,
        price: contents.price,
        currencyId: contents.currencyId,
        discount: contents.discount,
        discountType: contents.discountType,
      },
      and(eq(contents.id, id), eq(contents.contentTypeId, CONTENT_TYPE.product), publicContentCondition(tdb)) as SQL,
    )
    .limit(1);
  return row;
}

/** A catalog the public sees: approved, as its own page and every public list of catalogs hold (catalogs.queries.ts). */
export async function findPublicCatalog(
  tdb: TenantDb,
  id: number,
): Promise<{ name: string; categoryId: number | null } | undefined> {
  const [row] = await tdb
    .selectFields(
      catalogs,
      { name: catalogs.name, categoryId: catalogs.categoryId },
      and(eq(catalogs.id, id), eq(catalogs.status, PUBLIC_STATUS)) as SQL,
    )
    .limit(1);
  return row;
}

/** Planners plan with the site's products, so a task is filed under one of the active product categories. */
export async function isActiveProductCategory(tdb: TenantDb, id: number): Promise<boolean> {
  const where = and(
    eq(categories.id, id),
    eq(categories.status, 'active'),
    eq(categories.contentTypeId, CONTENT_TYPE.product),
  ) as SQL;
  return (await tdb.count(categories, where)) > 0;
}
