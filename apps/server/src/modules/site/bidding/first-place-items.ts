/**
 * What the category list asks of paid first places (its hook, catalogs/first-places.ts): the category's first places
 * running today, in this answer's turn. No job ends a first place: its last day compared with today does (Belgrade).
 */
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { runningPlacesOfCategory, type TRunningPlace } from './bidding.queries';
import { belgradeToday } from './bidding-days';
import { rotateFirstPlaces } from './first-place-rotation';

export type { TRunningPlace };

export async function runningFirstPlaces(
  tdb: TenantDb,
  categoryId: number,
  options: { advance: boolean; today?: string },
): Promise<TRunningPlace[]> {
  const places = await runningPlacesOfCategory(tdb, categoryId, options.today ?? belgradeToday());
  return rotateFirstPlaces(tdb.licenceId, categoryId, places, options.advance);
}
