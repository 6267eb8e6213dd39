/**
 * Per-page `document.title`: "<item title> — <site title>"; `null` is the site title alone; `undefined` (not known
 * yet: loading, or a not-found page below sets it) leaves the title alone.
 */
import { useEffect } from 'react';
import { useInReaderScript } from '@/lib/data-in-script';
import { siteNameOf } from '@/lib/site-look';
import { useSiteLicence } from './use-site-licence';

export function useDocumentTitle(itemTitle: string | null | undefined): void {
  // The site's name as the header shows it (the server writes the same into the page's HTML).
  // The site's name and the item's title in the reader's script, as the page shows them.
  const siteTitle = useInReaderScript(siteNameOf(useSiteLicence()));
  const title = useInReaderScript(itemTitle);
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} — ${siteTitle}` : siteTitle;
  }, [title, siteTitle]);
}
