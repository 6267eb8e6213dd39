/**
 * A catalog's editable state as one value (decision 0011): its fields and its products in order. Like contents, the
 * state of an edit is what the catalog's own update makes of the rows inside a savepoint that is then rolled back.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { catalogProducts, catalogs } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { uniqueSlug } from '../../../platform/text/slug';
import { captureInSavepoint } from '../publishing/state-capture';
import type { TStatusChange } from '../publishing/subject';
import type { TCatalogState } from './catalog-state';
import {
  findAddableProductIds,
  isCatalogSlugTaken,
  replaceCatalogProducts,
  type TCatalogValues,
  updateCatalog,
} from './catalogs.queries';

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

/** The catalog's normal update run in a savepoint that is rolled back: what the edit would make of the catalog. */
export function captureCatalogState(
  tx: TenantDb,
  id: number,
  write: (savepoint: TenantDb) => Promise<void>,
): Promise<TCatalogState> {
  return captureInSavepoint(tx, write, async (savepoint) => (await loadCatalogState(savepoint, id))!);
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

/** Sets a catalog's status only if it is still `from` (the first decision wins); false when nothing changed. */
export async function setCatalogStatusIf(tx: TenantDb, id: number, from: string, change: TStatusChange) {
  const rows = await tx
    .update(
      catalogs,
      {
        status: change.status,
        remarkRequestForEdit: change.remarkRequestForEdit,
        rejectedAt: change.isRejection ? new Date() : null,
        updatedAt: new Date(),
      },
      and(eq(catalogs.id, id), eq(catalogs.status, from)) as SQL,
    )
    .returning({ id: catalogs.id });
  return rows.length > 0;
}
