/** Place names folded for matching: Cyrillic and diacritics gone (`platform/text`), "dj" read as "đ" (Djurdjevo). */
import { foldForSearch } from '../text/search-text';

export function foldPlaceName(text: string): string {
  return foldForSearch(text).replace(/dj/g, 'd');
}
