import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('names the month in the genitive in Serbian, in either script, and on Belgrade’s day', () => {
    // 23:30 UTC on 30 November is already 1 December in Belgrade.
    const date = new Date('2027-11-30T23:30:00Z');
    expect(formatLongDate(date, 'srp', 'Europe/Belgrade')).toBe('1. decembra 2027.');
    expect(formatLongDate(date, 'srp', 'Europe/Belgrade', 'cyrillic')).toBe('1. децембра 2027.');
    expect(formatLongDate(date, 'en', 'Europe/Belgrade')).toBe('1 December 2027');
    expect(formatLongDate(new Date('2026-05-15T10:00:00Z'), 'srp', 'Europe/Belgrade')).toBe('15. maja 2026.');
  });
});

describe('a number and its noun in Serbian', () => {
  it('says 1 sat, 72 sata, 48 sati, 12 sati and 21 sat', async () => {
    const { formatMessage, serbianCountForm } = await import('./messages');
    const forms = ['sat', 'sata', 'sati'] as const;
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 48, 72, 101, 111].map((n) => serbianCountForm(n, forms))).toEqual([
      'sat',
      'sata',
      'sata',
      'sati',
      'sati',
      'sati',
      'sati',
      'sat',
      'sata',
      'sati',
      'sata',
      'sat',
      'sati',
    ]);
    const mail = formatMessage('mail_validate_body', 'srp', { name: 'Ana', site: 'Primer', link: 'L', hours: 72 });
    expect(mail).toContain('Link važi 72 sata.');
  });
});
