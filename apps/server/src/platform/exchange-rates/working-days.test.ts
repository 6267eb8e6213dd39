import { describe, expect, it } from 'vitest';
import {
  belgradeDate,
  isCalendarDate,
  isStaleRate,
  isWorkingDay,
  lastWorkingDayBefore,
  orthodoxEaster,
  serbianHolidays,
} from './working-days';

describe('the central bank’s calendar', () => {
  it('finds Orthodox Easter of known years', () => {
    expect(orthodoxEaster(2024)).toBe('2024-05-05');
    expect(orthodoxEaster(2025)).toBe('2025-04-20');
    expect(orthodoxEaster(2026)).toBe('2026-04-12');
    expect(orthodoxEaster(2027)).toBe('2027-05-02');
  });

  it('knows Serbia’s public holidays, with a Sunday holiday moving to Monday', () => {
    const holidays = serbianHolidays(2026);
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-07', '2026-02-16', '2026-04-10', '2026-04-13']) {
      expect(holidays.has(day), day).toBe(true);
    }
    // 15 Feb 2026 is a Sunday, so Tuesday 17 Feb is free too; 11 Nov 2029 is a Sunday, so Monday 12 Nov is free.
    expect(isWorkingDay('2026-02-17')).toBe(false);
    expect(isWorkingDay('2029-11-12')).toBe(false);
    expect(isWorkingDay('2026-02-18')).toBe(true);
    expect(isWorkingDay('2026-11-21')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-11-23')).toBe(true);
  });

  it('reads the day in Belgrade, not in UTC', () => {
    expect(belgradeDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(belgradeDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(belgradeDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('steps back over weekends and holidays to the last working day', () => {
    expect(lastWorkingDayBefore('2026-11-24')).toBe('2026-11-23'); // Tuesday → Monday
    expect(lastWorkingDayBefore('2026-11-23')).toBe('2026-11-20'); // Monday → Friday
    expect(lastWorkingDayBefore('2026-01-05')).toBe('2025-12-31'); // over New Year
    expect(lastWorkingDayBefore('2026-01-08')).toBe('2026-01-06'); // over Christmas
    expect(lastWorkingDayBefore('2026-04-14')).toBe('2026-04-09'); // over Easter
  });

  it('calls a list stale only when it is older than the last working day', () => {
    const monday = '2026-11-23';
    expect(isStaleRate('2026-11-23', monday)).toBe(false);
    expect(isStaleRate('2026-11-20', monday)).toBe(false); // Friday's list over the weekend
    expect(isStaleRate('2026-11-19', monday)).toBe(true);
    expect(isStaleRate('2026-11-20', '2026-11-22')).toBe(false); // Sunday
    expect(isStaleRate('2026-11-20', '2026-11-24')).toBe(true); // Tuesday
  });

  it('tells a real calendar date from a made-up one', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
