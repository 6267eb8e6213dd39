/** The words of a rich text, for a card that shows a short excerpt instead of the formatted text. */

/** Closing block tags and line breaks, after which a space keeps words of neighbouring blocks apart. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>|<hr\s*\/?>/gi;
const TAG = /<!--[\s\S]*?-->|<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(_whole: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
  return NAMED[lower] ?? '';
}

/**
 * Rich text (sanitized by the server, whose output escapes only these entities) as plain words: tags and comments
 * dropped, entities decoded, blocks separated by one space. Text only, never parsed into a document, so nothing in it
 * runs or loads — and the same words in the browser and in the server's drawing of a page (decision 0043).
 */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  return html.replace(BLOCK_END, '$& ').replace(TAG, '').replace(ENTITY, decodeEntity).replace(/\s+/g, ' ').trim();
}
