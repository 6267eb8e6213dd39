/**
 * What rich text may hold (DESIGN §5): the server's sanitizer keeps exactly this and strips the rest, and the web's
 * text editor offers nothing outside it. One home, so the editor never offers what would be thrown away.
 */

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'span',
  'sub',
  'sup',
  'mark',
] as const;
export type TRichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Heading levels kept: the page title is the one h1. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  span: ['class'],
  code: ['class'],
} as const satisfies Partial<Record<TRichTextTag, readonly string[]>>;

/** Link schemes kept in `href`; any other link (javascript:, data:, protocol-relative) is dropped. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** True when `href` would survive sanitizing (an absolute link with a kept scheme). */
export function isAllowedRichTextLink(href: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim());
  return !!match && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(match[1]!.toLowerCase());
}
