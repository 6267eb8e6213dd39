/**
 * Paid first places in category lists (SPEC §1 "paid bidding for first place in category lists"): the one ordering
 * hook of get-category-catalog-product. The bidding issue fills it from its bidding items (active, in this category,
 * not expired); the list query already puts what it returns first, in the order returned, then the rest newest first.
 */
import type { TenantDb } from '../../platform/tenancy/tenant-db';

/** Promoted products and catalogs in one ranking, best place first. */
export type TFirstPlaces = { type: 'catalog' | 'product'; id: number }[];

export const NO_FIRST_PLACES: TFirstPlaces = [];

/**
 * The first places of `categoryId`. Bidding does not exist yet, so nothing is promoted: every list is newest first.
 * Replace the body, keep the signature (tests of the ordering pass promoted ids to the list query directly).
 */
export async function firstPlaceRank(_tdb: TenantDb, _categoryId: number): Promise<TFirstPlaces> {
  return NO_FIRST_PLACES;
}
