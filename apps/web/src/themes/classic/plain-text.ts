/** The words of a rich text, for a card that shows a short excerpt instead of the formatted text. */

/** Closing block tags and line breaks, after which a space keeps words of neighbouring blocks apart. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * Rich text (sanitized by the server) as plain words: tags dropped, entities decoded, blocks separated by one space.
 * An inert document parses it, so nothing in it runs or loads.
 */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
