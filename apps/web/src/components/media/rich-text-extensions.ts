/**
 * What the text editor can make: exactly the contract's rich text (RICH_TEXT_TAGS, the server's sanitizer list) —
 * paragraphs, h2–h4, bold, italic, underline, strike, inline code, code blocks, quotes, lists, rules and links with
 * http, https, mailto or tel. No images, tables, colours or h1: the server would strip them.
 */
import { isAllowedRichTextLink, RICH_TEXT_HEADING_LEVELS } from '@izlog/contract/rich-text';
import { Link } from '@mantine/tiptap';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** A link typed without a scheme ("example.com") is accepted here and made absolute by `withAbsoluteLinks`. */
const hasNoScheme = (href: string) => !/^[a-z][a-z0-9+.-]*:/i.test(href.trim());

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      // Mantine's Link (below) adds the Ctrl+K shortcut of its link control.
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
      isAllowedUri: (href) => hasNoScheme(href) || isAllowedRichTextLink(href),
    }),
  ];
}

/**
 * Links as the sanitizer keeps them: "example.com" → "https://example.com", "ana@example.com" → "mailto:…";
 * site paths ("/pages/o-nama") and anchors stay as they are.
 */
export function withAbsoluteLinks(html: string): string {
  return html.replace(/href="([^"]*)"/g, (whole, href: string) => {
    const trimmed = href.trim();
    if (!hasNoScheme(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#') || trimmed === '') return whole;
    const absolute = /^[^/@\s]+@[^/@\s]+$/.test(trimmed) ? `mailto:${trimmed}` : `https://${trimmed}`;
    return `href="${absolute}"`;
  });
}

/** An editor with nothing written says so with an empty string, not "<p></p>". */
export function editorHtmlToValue(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : withAbsoluteLinks(html);
}
