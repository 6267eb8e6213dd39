/** Serbian Cyrillic → Latin, and Latin diacritics → ASCII: the basis of slugs and of script-blind search. */
// The transliteration itself has one home, the contract's, which the web shares.
import { cyrillicToLatin } from '@izlog/contract/serbian-script';

/** Lower-case ASCII: Cyrillic transliterated, č ć š ž → c c s z, đ → `đ` (dj for slugs, d for search). */
export function toAsciiLower(text: string, dj: 'dj' | 'd'): string {
  return cyrillicToLatin(text)
    .toLowerCase()
    .replace(/đ/g, dj)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}
