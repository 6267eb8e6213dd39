/**
 * A media query for the layout's own choices (the header's sizes, the compact account corner). The server drawing a
 * page (decision 0043) cannot know the width: it draws for a phone (`drawnFor`), where most visitors are and where a
 * desktop layout would not fit, or, with `drawnFor` null, both ways for the page's style sheet to choose; a browser
 * taking such a page over renders the same first, then its own width right after (changes within the header's fixed
 * height). Anywhere else the real width holds from the first render.
 */
import { useEffect, useState } from 'react';

let isTakingOverDrawnPage = false;

/** Called by main.tsx before it hydrates a drawn page. */
export function markDrawnPageTakeOver(): void {
  isTakingOverDrawnPage = true;
}

/**
 * A render of a drawn page: the server's drawing, or the browser's first render taking it over. What a page would load
 * only near the viewport (a contact form widget, the footer's lists) is drawn at once then, since the app that would
 * load it later does not run until the visitor acts.
 */
export const isDrawnPageRender = (): boolean => typeof window === 'undefined' || isTakingOverDrawnPage;

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useViewportQuery(query: string, drawnFor: boolean): boolean;
export function useViewportQuery(query: string, drawnFor: null): boolean | null;
export function useViewportQuery(query: string, drawnFor: boolean | null): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(() => {
    if (typeof window === 'undefined' || isTakingOverDrawnPage) return drawnFor;
    return canMatch() ? window.matchMedia(query).matches : false;
  });
  useEffect(() => {
    if (!canMatch()) return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const follow = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}
