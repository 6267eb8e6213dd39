/**
 * A calendar day as a person wrote it (a planner task's YYYY-MM-DD, an exchange rate's day): it has no time zone, so
 * it is read and written at UTC and no reader's zone shifts it to the day before. One formatter for every screen.
 */
import { localeTag } from './i18n';

type TDayStyle = 'medium' | 'full';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(language: string, style: TDayStyle): Intl.DateTimeFormat {
  const key = `${localeTag(language)}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag(language), { dateStyle: style, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "12 Jun 2027" (medium) or "Saturday, 12 June 2027" (full); a string that is no day comes back as it was. */
export function formatCalendarDay(day: string, language: string, style: TDayStyle = 'medium'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return formatterOf(language, style).format(new Date(Date.UTC(year, month - 1, date)));
}

/** "12 Jun 2027, 18:30" (a time is Belgrade's, written as it was), or the day alone; null without a day. */
export function formatCalendarWhen(day: string | null, time: string | null, language: string): string | null {
  if (!day) return null;
  const date = formatCalendarDay(day, language);
  return time ? `${date}, ${time.slice(0, 5)}` : date;
}
