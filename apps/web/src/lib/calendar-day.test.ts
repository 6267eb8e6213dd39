import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatCalendarWhen } from './calendar-day';

describe('a calendar day as written', () => {
  it('keeps the day whatever the reader’s zone, in both languages and both lengths', () => {
    expect(formatCalendarDay('2027-06-12', 'en')).toBe('12 Jun 2027');
    expect(formatCalendarDay('2027-06-12', 'en', 'full')).toBe('Saturday, 12 June 2027');
    expect(formatCalendarDay('2027-01-01', 'srp', 'full')).toMatch(/^petak, 1\. januar 2027/);
  });

  it('gives back what is no day, and a day with its time or alone', () => {
    expect(formatCalendarDay('someday', 'en')).toBe('someday');
    expect(formatCalendarWhen('2027-06-12', '18:30:00', 'en')).toBe('12 Jun 2027, 18:30');
    expect(formatCalendarWhen('2027-06-12', null, 'en')).toBe('12 Jun 2027');
    expect(formatCalendarWhen(null, '18:30', 'en')).toBeNull();
  });
});
