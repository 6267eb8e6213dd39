/**
 * Registers the site's service worker (issue 16): in production builds, on licence sites only (the platform host is
 * no installable app), once the page has loaded so it never competes with the page's own requests. On the first visit
 * the worker is told what the page already loaded, so that visit opens offline too; when somebody signs in or out
 * the worker drops the API answers it kept; when a newer build's worker takes over the tab, a reload is offered.
 */

import { subscribeToCurrentUser } from '@/lib/current-user-store';
import { getLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/token-storage';
import { SERVICE_WORKER_URL, type TWorkerMessage } from '@/service-worker/cache-rules';
import { pageWentThroughWorker } from '@/service-worker/page-control';
import { watchForAppUpdate } from './app-update';

function post(message: TWorkerMessage): void {
  navigator.serviceWorker.controller?.postMessage(message);
}

/** What this page loaded from its own site before a worker controlled it; the API reads only for a visitor. */
function loadedBeforeControl(): string[] {
  const isVisitor = getToken() === null;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url, location.href);
      if (parsed.origin !== location.origin) return false;
      return /^\/(assets|media)\//.test(parsed.pathname) || (isVisitor && parsed.pathname.startsWith('/api/'));
    })
    .slice(0, 500);
}

async function register(): Promise<void> {
  const wasControlled = pageWentThroughWorker();
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  if (wasControlled) return;
  await navigator.serviceWorker.ready;
  (registration.active ?? navigator.serviceWorker.controller)?.postMessage({
    type: 'keep-loaded',
    urls: loadedBeforeControl(),
    // The API reads were asked in the interface's language: the worker asks again in it and keeps them under it.
    language: getLanguage(),
  } satisfies TWorkerMessage);
}

/** Someone signed in or out (the token changed): answers kept for the previous person are dropped. */
function clearApiCacheOnSessionChange(): void {
  let token = getToken();
  subscribeToCurrentUser(() => {
    const next = getToken();
    if (next === token) return;
    token = next;
    post({ type: 'clear-api-cache' });
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  watchForAppUpdate(navigator.serviceWorker);
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  clearApiCacheOnSessionChange();
}
