/**
 * A catalog's editable state as one value (decision 0011): its fields and its products in order. Like contents, the
 * state of an edit is what the catalog's own update makes of the rows inside a savepoint that is then rolled back.
 */
import { asc, eq } from 'drizzle-orm';
import { catalogProducts, catalogs } from '../../db/schema';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { uniqueSlug } from '../../platform/text/slug';
import {
  findAddableProductIds,
  isCatalogSlugTaken,
  replaceCatalogProducts,
  type TCatalogValues,
  updateCatalog,
} from '../catalogs/catalogs.queries';

export type TCatalogState = {
  values: {
    name: string;
    categoryId: number | null;
    description: string | null;
    image: string | null;
    authorId: number;
  };
  productIds: number[];
};

export async function loadCatalogState(tdb: TenantDb, id: number): Promise<TCatalogState | undefined> {
  const [values] = await tdb.selectFields(
    catalogs,
    {
      name: catalogs.name,
      categoryId: catalogs.categoryId,
      description: catalogs.description,
      image: catalogs.image,
      authorId: catalogs.authorId,
    },
    eq(catalogs.id, id),
  );
  if (!values) return undefined;
  const products = await tdb
    .selectFields(catalogProducts, { id: catalogProducts.contentId }, eq(catalogProducts.catalogId, id))
    .orderBy(asc(catalogProducts.position), asc(catalogProducts.contentId));
  return { values, productIds: products.map((row) => row.id) };
}

class CapturedState extends Error {
  constructor(readonly state: TCatalogState) {
    super('captured');
  }
}

/** The catalog's normal update run in a savepoint that is rolled back: what the edit would make of the catalog. */
export async function captureCatalogState(
  tx: TenantDb,
  id: number,
  write: (savepoint: TenantDb) => Promise<void>,
): Promise<TCatalogState> {
  try {
    await tx.transaction(async (savepoint) => {
      await write(savepoint);
      throw new CapturedState((await loadCatalogState(savepoint, id))!);
    });
  } catch (error) {
    if (error instanceof CapturedState) return error.state;
    throw error;
  }
  throw new Error('unreachable: the savepoint always ends by throwing');
}

/**
 * Writes `state` onto catalog `id` with `extra` columns (the status). The slug follows a changed name, as in a
 * direct update; products deleted or turned off while the edit waited are left out.
 */
export async function applyCatalogState(
  tx: TenantDb,
  current: { id: number; name: string },
  state: TCatalogState,
  extra: Partial<TCatalogValues> = {},
): Promise<void> {
  const values: Partial<TCatalogValues> = { ...state.values, ...extra };
  if (state.values.name !== current.name) {
    values.slug = await uniqueSlug(state.values.name, (candidate) => isCatalogSlugTaken(tx, candidate, current.id));
  }
  await updateCatalog(tx, current.id, values);
  const usable = new Set(await findAddableProductIds(tx, state.productIds, null));
  await replaceCatalogProducts(
    tx,
    current.id,
    state.productIds.filter((productId) => usable.has(productId)),
  );
}
