/**
 * Keeps `data-app-idle` on `<html>` while no query is fetching and no mutation is pending: the app's own "this screen
 * shows its data" for browser tests, in place of waiting for the network to fall silent.
 */
import { APP_IDLE_ATTRIBUTE } from '@izlog/contract/rendered-page';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Follows the client's caches from now on; returns the function that stops. The caches tell their listeners at once
 * (inside the fetch's own call), so the mark is gone before a request it starts can be seen.
 */
export function markWhileIdle(queryClient: QueryClient, root: HTMLElement = document.documentElement): () => void {
  const update = () => {
    const isIdle = queryClient.isFetching() === 0 && queryClient.isMutating() === 0;
    root.toggleAttribute(APP_IDLE_ATTRIBUTE, isIdle);
  };
  const stopQueries = queryClient.getQueryCache().subscribe(update);
  const stopMutations = queryClient.getMutationCache().subscribe(update);
  update();
  return () => {
    stopQueries();
    stopMutations();
    root.removeAttribute(APP_IDLE_ATTRIBUTE);
  };
}
