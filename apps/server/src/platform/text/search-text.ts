/**
 * Search that is blind to case, diacritics and script (DESIGN §5): stored text and queries are folded the same way,
 * to lower-case ASCII Latin, and matched with PostgreSQL full-text search on the `simple` and `serbian` configurations
 * (words as written, or by their stems: decision 0061). `đ` and the `dj` people type without diacritics both fold to
 * `d`, so "radjena", "radena" and "рађена" find "rađena".
 */
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
 * A tsquery of the folded words, each matched as a prefix, all of them required; null for an empty query. The SQL of
 * db/search-words.ts matches it as written and by the words' Serbian stems, and as a licence's words.
 */
export function searchQuery(text: string): string | null {
  const words = foldForSearch(text).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `${word}:*`).join(' & ');
}
