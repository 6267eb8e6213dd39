/** Rich text to plain text (excerpts, snippets, page descriptions, search folding) and plain text to safe HTML. */

/** Tags inside a line of text vanish; any other tag (a paragraph, a break) separates words. */
const INLINE_TAGS = /<\/?(?:a|b|strong|i|em|u|s|span|code|mark|sub|sup)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text without tags and entities, whitespace collapsed; empty for no text. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(INLINE_TAGS, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)) || 32)
        : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of `text`, at most `length` characters, cut at a word when one ends past the middle. */
export function excerpt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text made safe inside HTML text and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * Plain text made safe inside XML text and attribute values (an SVG monogram, Android's resource files): the same
 * five escapes, since `&#39;` is a numeric reference that XML and every HTML read alike.
 */
export const escapeXml = escapeHtml;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** One line of text: control characters (line breaks included) become `replacement`, as in a header or file name. */
export const withoutControlCharacters = (text: string, replacement = '') =>
  text.replace(CONTROL_CHARACTERS, replacement);
