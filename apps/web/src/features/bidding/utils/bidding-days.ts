/**
 * Days of first places as the server counts them (DESIGN §3: shown in Europe/Belgrade time): today there, and a
 * YYYY-MM-DD day written the reader's way.
 */
import { localeTag } from '@/lib/i18n';

const BELGRADE = 'Europe/Belgrade';

/** Today in Belgrade as YYYY-MM-DD (the `en-CA` calendar writes dates that way). */
export function belgradeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BELGRADE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
}

/** A YYYY-MM-DD day in the interface's language; the day is a calendar day, so no time zone shifts it. */
export function formatDay(day: string, language: string, style: 'long' | 'short' = 'long'): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { dateStyle: 'medium', timeZone: 'UTC' } : { day: 'numeric', month: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeTag(language), options).format(new Date(Date.UTC(year, month - 1, date)));
}

/** The last day of a first place that starts on `start` and lasts `days` days (both ends included). */
export function lastDayOf(start: string, days: number): string {
  const [year, month, date] = start.split('-').map(Number);
  const end = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days - 1));
  return end.toISOString().slice(0, 10);
}
