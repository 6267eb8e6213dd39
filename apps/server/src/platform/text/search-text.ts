/**
 * Search that is blind to case, diacritics and script (DESIGN §5): stored text and queries are folded the same way,
 * to lower-case ASCII Latin, and matched with PostgreSQL full-text search on the `simple` configuration. `đ` and the
 * `dj` people type without diacritics both fold to `d`, so "radjena", "radena" and "рађена" find "rađena".
 */
import { LICENCE_WORD_SEPARATOR } from '../../db/search-words';
import { htmlToPlainText } from './plain-text';
import { toAsciiLower } from './transliterate';

export function foldForSearch(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .map((part) => toAsciiLower(htmlToPlainText(part), 'd'))
    .join(' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/dj/g, 'd')
    .trim();
}

/**
 * A tsquery of the folded words, each matched as a prefix, all of them required; null for an empty query. With
 * `licenceId`, the words as a licence's content vectors hold them.
 */
export function searchQuery(text: string, licenceId?: number): string | null {
  const words = foldForSearch(text).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return null;
  const prefix = licenceId === undefined ? '' : `${licenceId}${LICENCE_WORD_SEPARATOR}`;
  return words.map((word) => `${prefix}${word}:*`).join(' & ');
}
