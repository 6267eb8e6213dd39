/**
 * Counts per licence, item and day, of a measure: a paid first place's impressions and clicks (decision 0036), kept
 * in a count buffer and added to their daily table by the writer the app gives (the bidding module's).
 */
import { CountBuffer, type TFlushCounts } from './count-buffer';

export type TDailyItemMeasure = 'impressions' | 'clicks';
export type TDailyItemKey = { licenceId: number; id: number; day: string; measure: TDailyItemMeasure };

export class DailyItemCounter extends CountBuffer<TDailyItemKey> {
  constructor(write: TFlushCounts<TDailyItemKey>, flushEveryMs?: number, onError?: (error: unknown) => void) {
    super(({ licenceId, id, day, measure }) => `${licenceId}:${id}:${day}:${measure}`, write, flushEveryMs, onError);
  }
}
