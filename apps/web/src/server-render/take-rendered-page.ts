/**
 * The browser's side of a server-drawn public page (decision 0043): the answers the page was drawn from go into the
 * query cache, so the app's first render is the drawn page and React takes it over instead of drawing it again. A page
 * this browser would not show as drawn (drawn-page-fit.ts: another address, a signed-in visitor, another language or
 * scheme), or whose answers cannot be read, stays on screen until the app draws the page itself over it (React
 * clears a root's markup when it first mounts there).
 */
import { RENDERED_PATH_ATTRIBUTE, RENDERED_STATE_ID } from '@izlog/contract/rendered-page';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { drawnPageFits } from './drawn-page-fit';

export function takeRenderedPage(root: HTMLElement, queryClient: QueryClient): boolean {
  if (!root.hasAttribute(RENDERED_PATH_ATTRIBUTE)) return false;
  const state = drawnPageFits(root) ? readState() : null;
  if (!state) return false;
  hydrate(queryClient, state);
  return true;
}

function readState(): DehydratedState | null {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DehydratedState;
    return Array.isArray(state?.queries) ? state : null;
  } catch {
    return null;
  }
}
