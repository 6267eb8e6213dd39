/**
 * The central bank's calendar (research §2): it publishes a list on working days only, so on weekends and public
 * holidays the last list stays in force. Dates are the Europe/Belgrade calendar day as `YYYY-MM-DD`.
 */

const BELGRADE_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Belgrade',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Belgrade at `now`. */
export const belgradeDate = (now: Date): string => BELGRADE_DAY.format(now);

const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Whether `day` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export const isCalendarDate = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(toUtc(day).getTime()) && fromUtc(toUtc(day)) === day;

/** Orthodox Easter Sunday (Meeus' Julian algorithm, moved to the Gregorian calendar: valid 1900–2099). */
export function orthodoxEaster(year: number): string {
  const d = (19 * (year % 19) + 15) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 13);
}

const weekday = (day: string) => toUtc(day).getUTCDay();
const isWeekend = (day: string) => weekday(day) === 0 || weekday(day) === 6;

const holidayCache = new Map<number, Set<string>>();

/**
 * Serbia's non-working public holidays of a year (Zakon o državnim i drugim praznicima): New Year (1–2 Jan),
 * Christmas (7 Jan), Statehood Day (15–16 Feb), Labour Day (1–2 May), Armistice Day (11 Nov), Orthodox Good Friday to
 * Easter Monday; when a state holiday falls on a Sunday, the next working day is free too.
 */
export function serbianHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const at = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const stateHolidays = [[at(1, 1), at(1, 2)], [at(2, 15), at(2, 16)], [at(5, 1), at(5, 2)], [at(11, 11)]];
  const easter = orthodoxEaster(year);
  const days = new Set<string>([
    ...stateHolidays.flat(),
    at(1, 7),
    addDays(easter, -2),
    addDays(easter, -1),
    easter,
    addDays(easter, 1),
  ]);
  for (const group of stateHolidays) {
    if (!group.some((day) => weekday(day) === 0)) continue;
    let next = addDays(group[group.length - 1]!, 1);
    while (isWeekend(next) || days.has(next)) next = addDays(next, 1);
    days.add(next);
  }
  holidayCache.set(year, days);
  return days;
}

export const isWorkingDay = (day: string): boolean =>
  !isWeekend(day) && !serbianHolidays(Number(day.slice(0, 4))).has(day);

/** The last working day strictly before `day`. */
export function lastWorkingDayBefore(day: string): string {
  let previous = addDays(day, -1);
  while (!isWorkingDay(previous)) previous = addDays(previous, -1);
  return previous;
}

/**
 * Whether a list of `rateDay` is older than it should be on `day`: a list is made on a working day and applies from
 * the next one, and weekends and holidays keep the last, so a list is stale only when it is older than the last
 * working day before `day` (decision 0027).
 */
export const isStaleRate = (rateDay: string, day: string): boolean => rateDay < lastWorkingDayBefore(day);
