/**
 * Money of planners as the owner reads it (SPEC §3: totals per currency, a grand total in dinars at the NBS middle
 * rate): amounts travel in minor units (para, cents) and are written here the way the site writes prices.
 */
import { CURRENCY } from '@izlog/contract/constants';
import { formatMiddleRate } from '@izlog/contract/money-format';
import type { TPlannerItem, TPlannerRate, TPlannerTotals } from '@izlog/contract/planners';
import { formatCalendarDay } from '@/lib/calendar-day';
import { formatEurMinor, formatMinor, formatRsdMinor } from '@/lib/price';

export { formatEurMinor, formatMinor, formatRsdMinor };

/** What a rate's words need: the figure (RSD for one euro, or for `parity` of them) and the bank's day. */
export function rateParts(rate: TPlannerRate, language: string) {
  return {
    rate: formatMiddleRate(rate.middle, language === 'en' ? 'en' : 'srp'),
    parity: rate.parity,
    date: formatCalendarDay(rate.date, language),
  };
}

/** The difference today's rate makes to the grand total, as "+1.234 RSD" or "−56 RSD". */
export function formatRsdDifference(minor: number): string {
  const sign = minor > 0 ? '+' : minor < 0 ? '−' : '';
  return `${sign}${formatRsdMinor(Math.abs(minor))}`;
}

/**
 * Whether a counted euro item was priced at another rate than today's. Only then does the gap between the grand total
 * and the priced total say what the rate did; at one rate for all it is the rounding of each item against the sum.
 */
export function isPricedAtOtherRates(items: readonly TPlannerItem[], today: TPlannerTotals['rate']): boolean {
  if (!today) return false;
  return items.some(
    (item) =>
      item.calculate_price &&
      item.currency_id === CURRENCY.EUR &&
      item.priced_rate !== null &&
      (item.priced_rate.date !== today.date || Number(item.priced_rate.middle) !== Number(today.middle)),
  );
}
