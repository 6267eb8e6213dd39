/**
 * Per-page `document.title`: "<item title> — <site title>"; `null` is the site title alone; `undefined` (not known
 * yet: loading, or a not-found page below sets it) leaves the title alone.
 */
import { useEffect } from 'react';
import { siteNameOf } from '@/lib/site-look';
import { useSiteLicence } from './use-site-licence';

export function useDocumentTitle(itemTitle: string | null | undefined): void {
  // The site's name as the header shows it (the server writes the same into the page's HTML).
  const siteTitle = siteNameOf(useSiteLicence());
  useEffect(() => {
    if (itemTitle === undefined) return;
    document.title = itemTitle ? `${itemTitle} — ${siteTitle}` : siteTitle;
  }, [itemTitle, siteTitle]);
}
