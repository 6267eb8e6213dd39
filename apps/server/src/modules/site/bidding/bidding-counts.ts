/**
 * Impressions and clicks of paid first places, counted without a database write per view (decision 0036): each
 * serving of a sponsored entry and each click adds to a count in memory per licence, item and Belgrade day
 * (app.deps.firstPlaceCounts), which a periodic flush adds to bidding_daily_stats.
 */
import type { Db } from '../../../platform/db/database';
import type { TAppDeps } from '../../../platform/deps';
import type { TCounted } from '../../../platform/views/count-buffer';
import { DailyItemCounter, type TDailyItemKey } from '../../../platform/views/daily-item-counts';
import { addBiddingDailyCounts, type TItemDayTotals } from './bidding-counts.queries';
import { belgradeToday } from './bidding-days';

/** The writer: both measures of an item's day in one row (one row may be touched once per statement). */
export function firstPlaceCountsWriter(db: Db) {
  return (counts: TCounted<TDailyItemKey>[]): Promise<void> => {
    const totals = new Map<string, TItemDayTotals>();
    for (const { licenceId, id, day, measure, n } of counts) {
      const key = `${licenceId}:${id}:${day}`;
      const row = totals.get(key) ?? { licenceId, id, day, impressions: 0, clicks: 0 };
      row[measure] += n;
      totals.set(key, row);
    }
    return addBiddingDailyCounts(db, [...totals.values()]);
  };
}

export function createFirstPlaceCounter(db: Db, onError: (error: unknown) => void): DailyItemCounter {
  return new DailyItemCounter(firstPlaceCountsWriter(db), undefined, onError);
}

/**
 * One serving of sponsored entries (a category list page, made now or served from the answer cache). `biddingItemIds`
 * comes from the page or from the cache entry's note, so anything that is not a list of ids counts nothing.
 */
export function countImpressions(deps: TAppDeps, licenceId: number, biddingItemIds: unknown): void {
  if (!Array.isArray(biddingItemIds) || biddingItemIds.length === 0) return;
  const day = belgradeToday();
  for (const id of biddingItemIds) {
    if (typeof id === 'number') deps.firstPlaceCounts.add({ licenceId, id, day, measure: 'impressions' });
  }
}

export function countClick(deps: TAppDeps, licenceId: number, biddingItemId: number): void {
  deps.firstPlaceCounts.add({ licenceId, id: biddingItemId, day: belgradeToday(), measure: 'clicks' });
}

/**
 * Before a report: every count made so far is in the table (a write under way included). A write that fails keeps its
 * counts for the next flush; the report then shows what is stored rather than failing (logged).
 */
export async function writePendingCounts(deps: TAppDeps, log?: { error(o: object, m: string): void }): Promise<void> {
  await deps.firstPlaceCounts.flush().catch((error: unknown) => {
    log?.error({ err: error }, 'could not write first places’ counts before a report; showing what is stored');
  });
}
