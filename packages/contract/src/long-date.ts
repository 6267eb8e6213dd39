/**
 * A day written out in words in each language (issue 26 item 13): Serbian names the month in the genitive after the
 * day, "1. decembra 2027.", where the platform's ICU gives the nominative "1. decembar 2027."; English "1 December
 * 2027". A Serbian date ends with its own period, so a sentence that ends with one adds none.
 */
import type { TLanguage } from './constants';
import { latinToCyrillic } from './serbian-script';

const SERBIAN_MONTHS_GENITIVE = [
  'januara',
  'februara',
  'marta',
  'aprila',
  'maja',
  'juna',
  'jula',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
] as const;

/** The day of `date` in `timeZone`, written out; Serbian in Cyrillic when asked. */
export function formatLongDate(
  date: Date,
  language: TLanguage,
  timeZone: string,
  script: 'latin' | 'cyrillic' = 'latin',
): string {
  if (language === 'en') {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date);
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const latin = `${Number(parts.day)}. ${SERBIAN_MONTHS_GENITIVE[Number(parts.month) - 1]} ${parts.year}.`;
  return script === 'cyrillic' ? latinToCyrillic(latin) : latin;
}
