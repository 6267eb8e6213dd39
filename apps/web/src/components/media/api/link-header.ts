/**
 * The `Link` header of the stock photo calls (SPEC §7 "Third party": rel and href, Unsplash style), read into the
 * API path of the next page, so the picker follows what the server says instead of counting pages itself.
 */
import { API_BASE } from '@izlog/contract/constants';

/** The href of `rel` in a Link header, or null. */
export function linkHref(header: string | null, rel: string): string | null {
  if (!header) return null;
  for (const part of header.split(/,\s*(?=<)/)) {
    const match = /^<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (!match) continue;
    const rels = /rel="?([^";]+)"?/.exec(match[2] ?? '')?.[1]?.split(/\s+/) ?? [];
    if (rels.includes(rel)) return match[1] ?? null;
  }
  return null;
}

/** The next page's path relative to the API base ("/stock-photos/topics?page=2&per_page=24"), or null. */
export function nextPagePath(header: string | null): string | null {
  const href = linkHref(header, 'next');
  if (!href) return null;
  const url = new URL(href, 'http://link.invalid');
  const path = url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length) : null;
  return path ? `${path}${url.search}` : null;
}
