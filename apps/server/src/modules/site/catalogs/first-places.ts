/**
 * Paid first places in category lists (SPEC §1 "paid bidding for first place in category lists"): the one ordering
 * hook of get-category-catalog-product, filled from the bidding module's items running today in this category (the
 * category itself, not its subcategories' items), several sponsors in turn (decision 0036). The list query puts what
 * it returns first, in the order returned, then the rest newest first; the list marks them sponsored.
 */
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { runningFirstPlaces } from '../bidding/first-place-items';

/** Promoted products and catalogs in one ranking, best place first, each with the bidding item that placed it. */
export type TFirstPlaces = { type: 'catalog' | 'product'; id: number; biddingItemId: number }[];

export const NO_FIRST_PLACES: TFirstPlaces = [];

/**
 * The first places of `categoryId` for one answer. `advance` (a first page): the next answer gives the next sponsor
 * the top; other pages keep the last first page's order.
 */
export function firstPlaceRank(
  tdb: TenantDb,
  categoryId: number,
  options: { advance: boolean } = { advance: true },
): Promise<TFirstPlaces> {
  return runningFirstPlaces(tdb, categoryId, options);
}
