/**
 * Figures as the console shows them: times and days in Europe/Belgrade (DESIGN §3: stored in UTC, shown in Belgrade)
 * in the reader's language, and a site's host (amounts are lib/price's formatRsdMinor).
 */
import type { TLanguage } from '@izlog/contract/constants';
import { localeTag } from '@/lib/i18n';

const TIME_ZONE = 'Europe/Belgrade';

export function formatDay(iso: string | null, language: TLanguage): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

export function formatDateTime(iso: string | null, language: TLanguage): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** "2026-11" as "novembar 2026." / "November 2026". */
export function formatMonth(month: string, language: TLanguage): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(localeTag(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
}

/** Today in Belgrade as `YYYY-MM-DD` (the day an exchange rate applies). */
export function belgradeToday(now = new Date()): string {
  // Canada's English writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The host of a site address, for a link's text ("pekara.localhost:3000"). */
export const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
