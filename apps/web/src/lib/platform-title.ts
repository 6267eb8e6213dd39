/** The platform site's `document.title`: "<page> — Izlog", or Izlog alone (what the server writes into its HTML). */
import { useEffect } from 'react';

const PLATFORM_NAME = 'Izlog';

/** `undefined` (not known yet) leaves the title alone; `null` is the platform's name alone. */
export function usePlatformTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    if (pageTitle === undefined) return;
    document.title = pageTitle ? `${pageTitle} — ${PLATFORM_NAME}` : PLATFORM_NAME;
  }, [pageTitle]);
}
