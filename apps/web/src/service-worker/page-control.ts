/**
 * Whether this page's own load went through a service worker, and so everything it loaded since. Not so on a first
 * visit, even once a worker registered meanwhile has taken the page over (a drawn page's boot script registers one
 * before the app does): what was loaded before that must be handed to the worker ('keep-loaded').
 */
export function pageWentThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation ? navigation.workerStart > 0 : navigator.serviceWorker.controller !== null;
}
