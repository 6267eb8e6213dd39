/**
 * Rich text is sanitized on the server before it is stored (DESIGN §5): no script, no handlers, no javascript: links.
 * What is kept is the contract's list (`@izlog/contract/rich-text`), which the web's editor offers and nothing more.
 */
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '@izlog/contract/rich-text';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }, true),
  },
};

export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  return sanitizeHtml(html, OPTIONS).trim();
}
