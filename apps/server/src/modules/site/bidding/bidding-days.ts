/**
 * The days of paid first places: Belgrade calendar days written YYYY-MM-DD (decision 0036). A first place runs from its
 * start day to its end day inclusive; "today" is asked often (every impression), so it is worked out at most once a
 * second.
 */
import { addDays, belgradeDate, isCalendarDate } from '../../../platform/exchange-rates/working-days';

export { addDays, isCalendarDate };

let cachedDay = '';
let cachedUntil = 0;

/** Today in Belgrade. */
export function belgradeToday(now = Date.now()): string {
  if (now >= cachedUntil || now < cachedUntil - 1000) {
    cachedDay = belgradeDate(new Date(now));
    cachedUntil = now + 1000;
  }
  return cachedDay;
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
