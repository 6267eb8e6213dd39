/** The snippet of a search hit: plain text around the first word the query matched, or the start of the text. */
import { htmlToPlainText } from '../../../platform/text/plain-text';
import { foldForSearch } from '../../../platform/text/search-text';

export const SNIPPET_LENGTH = 160;
const CONTEXT_BEFORE = 40;

/** `queryWords` are folded (foldForSearch); a word of the text matches when its folded form starts with one. */
export function makeSnippet(html: string | null, queryWords: string[]): string {
  const text = htmlToPlainText(html);
  if (text.length <= SNIPPET_LENGTH) return text;
  let start = 0;
  for (const match of text.matchAll(/\S+/g)) {
    const folded = foldForSearch(match[0]).split(' ');
    if (folded.some((part) => queryWords.some((word) => part.startsWith(word)))) {
      start = Math.max(0, (match.index ?? 0) - CONTEXT_BEFORE);
      break;
    }
  }
  if (start > 0) {
    // Begin at a word boundary.
    const space = text.indexOf(' ', start);
    start = space === -1 ? start : space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`;
}
