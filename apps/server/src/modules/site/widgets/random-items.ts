/**
 * Random items that stay cheap on a site with 100,000 contents (decision 0034): no `order by random()` over the
 * matching set. A small set is read whole (one index walk of at most a few dozen rows) and shuffled; a large one is
 * sampled by random pivots in its id range, each probing the index for the first matching id at or above it.
 */
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { highestId, idsAtOrAbove, lowestIds, type TItemCondition } from './widget-items.queries';

/** A set up to this many times the limit is read whole; beyond it, sampled. */
const WHOLE_SET_FACTOR = 4;
/** Pivots per wanted item: ids that share a gap meet the same match, so a few more than needed are drawn. */
const PIVOTS_PER_ITEM = 3;

export type TRandom = () => number;

export function shuffled<T>(list: readonly T[], random: TRandom = Math.random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Up to `limit` distinct matching ids in random order. */
export async function randomIds(tdb: TenantDb, where: TItemCondition, limit: number, random: TRandom = Math.random) {
  const lowest = await lowestIds(tdb, where, limit * WHOLE_SET_FACTOR + 1);
  if (lowest.length <= limit * WHOLE_SET_FACTOR) return shuffled(lowest, random).slice(0, limit);
  const low = lowest[0]!;
  const high = (await highestId(tdb, where)) ?? low;
  const pivots = Array.from({ length: limit * PIVOTS_PER_ITEM }, () => low + Math.floor(random() * (high - low + 1)));
  const picked = new Set(await idsAtOrAbove(tdb, where, pivots));
  // Unlucky draws (matches clustered after a few gaps) are topped up from the lowest matches.
  for (const id of shuffled(lowest, random)) {
    if (picked.size >= limit) break;
    picked.add(id);
  }
  return shuffled([...picked], random).slice(0, limit);
}
