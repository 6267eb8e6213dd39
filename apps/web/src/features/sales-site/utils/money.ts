/**
 * The price list's exchange-rate note in the reader's language: the central bank's middle rate and the day of its list
 * (the amounts themselves are lib/price's formatRsdMinor and formatEurMinor).
 */
import type { TLanguage } from '@izlog/contract/constants';
import { formatMiddleRate } from '@izlog/contract/money-format';
import { localeTag } from '@/lib/i18n';

/** "117.1734" as the reader writes decimals: "117,1734" in Serbian. */
export const formatRate = formatMiddleRate;

/** The list's day ("2026-11-23") as "23.11.2026." in Serbian and "23 November 2026" in English. */
export function formatListDate(isoDate: string, language: TLanguage): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  if (language === 'srp') return `${day}.${month}.${year}.`;
  return new Intl.DateTimeFormat(localeTag(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
