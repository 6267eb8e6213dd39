/**
 * A newer build of the site took over while this tab runs an older one (issue 16, review N4). The worker of a new
 * build takes over open tabs at once and drops the old build's caches, and the server serves the new build's files:
 * the old tab's pages not loaded yet (lazy chunks) may then fail to load. So the tab offers a reload instead of
 * failing on the next page. Keeping the old build's files until no tab uses them was the alternative; it needs to know
 * which build each tab runs, and the server no longer has the old files either, so it would only postpone the failure.
 */
import { createStore, useStore } from '@/lib/create-store';

const updateReadyStore = createStore<boolean>(false);

/** The part of `navigator.serviceWorker` this needs (tests pass a stand-in). */
export type TWorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;

/**
 * Starts watching for a new worker taking over this tab. The first worker to control a tab opened without one is the
 * same build as the tab (it claims the tabs on its first visit): only a change from one worker to another is a newer
 * build, as a worker changes only when its script, which carries the build's fingerprint, does.
 */
export function watchForAppUpdate(container: TWorkerContainer): void {
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) updateReadyStore.set(true);
    controlled = true;
  });
}

/** Whether the tab should offer the reload. */
export function useAppUpdateReady(): boolean {
  return useStore(updateReadyStore);
}

/** "Later": the offer goes away; the next full page load runs the new build anyway. */
export function dismissAppUpdate(): void {
  updateReadyStore.set(false);
}

/** Tests start each case from a fresh tab. */
export function resetAppUpdateForTests(): void {
  updateReadyStore.set(false);
}
