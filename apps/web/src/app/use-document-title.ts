/**
 * Per-page `document.title`: "<item title> — <site title>"; `null` is the site title alone; `undefined` (not known
 * yet: loading, or a not-found page below sets it) leaves the title alone.
 */
import { useEffect } from 'react';
import { useSiteLicence } from './use-site-licence';

export function useDocumentTitle(itemTitle: string | null | undefined): void {
  const siteTitle = useSiteLicence().title_of_app;
  useEffect(() => {
    if (itemTitle === undefined) return;
    document.title = itemTitle ? `${itemTitle} — ${siteTitle}` : siteTitle;
  }, [itemTitle, siteTitle]);
}
