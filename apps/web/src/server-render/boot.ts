/**
 * The one script a server-drawn public page loads first (issue 16 item 6, decision 0043). The page is already drawn:
 * this sets the visitor's colour scheme, and starts the app — the entry the server names in `data-app-src` — at the
 * visitor's first touch, key or focus, so a visitor who only reads downloads a few kilobytes of script. A click on a
 * control made before the app runs is held and given again once it does; links work as links meanwhile (the server
 * draws every address). Where the drawn page is not what this browser shows (drawn-page-fit.ts), the app starts at once.
 *
 * It imports only the page's markers, the storage keys and the service worker's address and message: every import is
 * part of each visitor's first page.
 */
import {
  APP_STARTED_EVENT,
  APP_STARTING_ATTRIBUTE,
  BOOT_SCRIPT_ID,
  CLOSED_UNTIL_APP_ATTRIBUTE,
  COUNT_CLICK_ATTRIBUTE,
} from '@izlog/contract/rendered-page';
import { PREVIEW_TEMPLATE_PARAM } from '@izlog/contract/templates';
import { sendCountBeacon } from '@/lib/count-beacon';
import { SERVICE_WORKER_URL, type TWorkerMessage } from '@/service-worker/cache-rules';
import { pageWentThroughWorker } from '@/service-worker/page-control';
import { drawnPageFits, prefersDarkScheme } from './drawn-page-fit';

const root = document.getElementById('root');
const appSrc = document.getElementById(BOOT_SCRIPT_ID)?.dataset.appSrc;

const STARTING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let started = false;
let appIsRunning = false;
/** Controls clicked before the app ran: clicked again once it has. */
const heldClicks: HTMLElement[] = [];
/** Fields changed before the app ran (a file chosen): their change is announced again once it has. */
const heldChanges: HTMLElement[] = [];

function start(): void {
  if (started || !appSrc) return;
  started = true;
  document.documentElement.setAttribute(APP_STARTING_ATTRIBUTE, '');
  for (const type of STARTING_EVENTS) document.removeEventListener(type, start, true);
  window.addEventListener(APP_STARTED_EVENT, replayHeldClicks, { once: true });
  import(/* @vite-ignore */ appSrc).catch(() => {
    // The app did not arrive (offline, a new release): the drawn page and its links still work; a touch tries again.
    started = false;
    document.documentElement.removeAttribute(APP_STARTING_ATTRIBUTE);
    heldClicks.length = 0;
    for (const type of STARTING_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  });
}

function replayHeldClicks(): void {
  appIsRunning = true;
  document.removeEventListener('click', holdClick, true);
  document.removeEventListener('change', holdChange, true);
  for (const element of heldClicks.splice(0)) if (element.isConnected) element.click();
  for (const field of heldChanges.splice(0)) {
    if (!field.isConnected) continue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function holdChange(event: Event): void {
  if (appIsRunning || !(event.target instanceof HTMLElement) || !root?.contains(event.target)) return;
  if (!heldChanges.includes(event.target)) heldChanges.push(event.target);
  start();
}

/**
 * A paid first place opened before the app runs: its card (the list item around the link) carries the mark with the
 * address that counts it (themes/shared/count-click-mark.ts); a beacon outlives the page being left.
 */
function countSponsoredOpen(link: Element): void {
  const url = link
    .closest('li, article')
    ?.querySelector(`[${COUNT_CLICK_ATTRIBUTE}]`)
    ?.getAttribute(COUNT_CLICK_ATTRIBUTE);
  if (url) sendCountBeacon(url);
}

function holdClick(event: MouseEvent): void {
  if (appIsRunning) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !root?.contains(target)) return;
  const link = target.closest('a[href]');
  if (link && !link.closest('button, [role="button"]')) {
    countSponsoredOpen(link);
    return;
  }
  const control = target.closest<HTMLElement>('button, [role="button"], [role="radio"], label, summary, select');
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  if (!heldClicks.includes(control)) heldClicks.push(control);
  start();
}

/**
 * A drawn form's fields stay closed until the app owns them (components/live-fieldset.tsx): the app starts as the
 * visitor scrolls near one, so the form is open when reached, while a visitor who only reads loads no app.
 */
function startNearClosedForms(): void {
  const closedForms = root?.querySelectorAll(`[${CLOSED_UNTIL_APP_ATTRIBUTE}]`) ?? [];
  if (closedForms.length === 0) return;
  if (!('IntersectionObserver' in window)) {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '300px 0px' },
  );
  for (const form of closedForms) observer.observe(form);
}

/**
 * A visitor who only reads still gets the site's offline copy and its installable app: the worker is registered here
 * as the app registers it (features/site-app/register-service-worker.ts), once the page has loaded, and is told of
 * this page and the files it loaded before it ran. Not on a preview (a template's look, or the site framed in another
 * page): those install nothing.
 */
function registerServiceWorker(): void {
  const isPreview = new URLSearchParams(location.search).has(PREVIEW_TEMPLATE_PARAM) || window.self !== window.top;
  if (!('serviceWorker' in navigator) || isPreview) return;
  const register = async () => {
    const wasControlled = pageWentThroughWorker();
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    if (wasControlled) return;
    await navigator.serviceWorker.ready;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name, location.href))
      .filter((url) => url.origin === location.origin && /^\/(assets|media)\//.test(url.pathname))
      .map((url) => url.href);
    const message: TWorkerMessage = {
      type: 'keep-loaded',
      urls: loaded.slice(0, 500),
      page: location.pathname + location.search,
    };
    (registration.active ?? navigator.serviceWorker.controller)?.postMessage(message);
  };
  const registerNow = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') registerNow();
  else window.addEventListener('load', registerNow, { once: true });
}

// Mantine's scheme before the first paint: its style sheets colour the drawn page by this attribute.
document.documentElement.setAttribute('data-mantine-color-scheme', prefersDarkScheme() ? 'dark' : 'light');
registerServiceWorker();
if (!drawnPageFits(root)) start();
else {
  startNearClosedForms();
  for (const type of STARTING_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('click', holdClick, true);
  document.addEventListener('change', holdChange, true);
}
