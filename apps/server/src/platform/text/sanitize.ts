/** Rich text is sanitized on the server before it is stored (DESIGN §5): no script, no handlers, no javascript: links. */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], span: ['class'], code: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
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

/** The tags the editor may offer: what survives sanitizing. */
export const ALLOWED_RICH_TEXT_TAGS = OPTIONS.allowedTags as string[];
