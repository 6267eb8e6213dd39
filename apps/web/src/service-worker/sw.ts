/**
 * The site's service worker (issue 16), built to `dist/sw.js` (apps/web/build/service-worker.ts) and served at
 * `/sw.js`: pages and public reads the visitor has seen open offline, the app's files come from the cache. What is
 * kept is decided by cache-rules.ts; this file only carries it out. Typed by hand (a few members) rather than with the
 * WebWorker library, which cannot share a program with the DOM one the web app is checked with.
 */
import {
  apiCacheKeyOf,
  CACHE_LIMITS,
  cacheNamesOf,
  isWorkerMessage,
  mayStore,
  SHELL_URL,
  staleCachesOf,
  strategyFor,
  type TCacheKind,
  type TStrategy,
  trimSchedule,
} from './cache-rules';
import { offlinePage } from './offline-page';

/** The web build's fingerprint, written in by the build: a new build gets new caches and drops the old ones. */
declare const __SW_VERSION__: string;
/** The chunks with code of public pages, and their styles, written in by the build (precache.ts). */
declare const __SW_PRECACHE__: readonly string[];

type TExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type TFetchEvent = TExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type TMessageEvent = TExtendableEvent & { data: unknown };
type TWorkerScope = {
  location: Location;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: TExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: TFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: TMessageEvent) => void): void;
};

const worker = self as unknown as TWorkerScope;
const names = cacheNamesOf(__SW_VERSION__);
const origin = worker.location.origin;

const isTrimDue = trimSchedule();

/** Keeps a copy of the answer when the rules allow it; now and then forgets the oldest answers past the limit. */
async function keep(strategy: TStrategy, key: string, response: Response): Promise<void> {
  if (strategy.kind === 'pass' || !mayStore(strategy, response)) return;
  const cache = await caches.open(names[strategy.cache]);
  await cache.put(key, response);
  if (isTrimDue(strategy.cache)) await trim(strategy.cache);
}

async function trim(kind: TCacheKind): Promise<void> {
  const cache = await caches.open(names[kind]);
  const keys = await cache.keys();
  // Keys come back in the order they were stored: the first are the oldest.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - CACHE_LIMITS[kind])).map((key) => cache.delete(key)));
}

/** What an answer is kept under: its address, and for the API also the language it was asked in. */
const keyOf = (strategy: TStrategy, url: string, acceptLanguage: string | null) =>
  strategy.kind !== 'pass' && strategy.cache === 'api' ? apiCacheKeyOf(url, acceptLanguage) : url;

const cached = async (kind: TCacheKind, key: string) =>
  (await caches.open(names[kind])).match(key, { ignoreVary: true });

/**
 * The answer goes to the page at once, still streaming; its copy is written to the cache meanwhile, the event kept
 * alive until that is done. A failed write only means one answer less offline.
 */
function keepLater(event: TFetchEvent, strategy: TStrategy, response: Response): void {
  const key = keyOf(strategy, event.request.url, event.request.headers.get('accept-language'));
  event.waitUntil(keep(strategy, key, response.clone()).catch(() => undefined));
}

async function cacheFirst(strategy: TStrategy & { kind: 'cache-first' }, event: TFetchEvent): Promise<Response> {
  const hit = await cached(strategy.cache, event.request.url);
  if (hit) return hit;
  const response = await fetch(event.request);
  keepLater(event, strategy, response);
  return response;
}

async function networkFirst(strategy: TStrategy & { kind: 'network-first' }, event: TFetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    keepLater(event, strategy, response);
    return response;
  } catch (offline) {
    const hit = await cached(strategy.cache, keyOf(strategy, request.url, request.headers.get('accept-language')));
    if (hit) return hit;
    if (strategy.fallback !== 'shell') throw offline;
    // A page never opened: the app's own page starts the app, which shows what it has and that it is offline.
    return (await cached('pages', new URL(SHELL_URL, origin).href)) ?? offlinePage(navigator.language);
  }
}

/**
 * The app's page and the files it names, and the chunks of every public page, kept at install: any address opens
 * offline once the worker runs, in any language and theme, even where the app draws over a page it never drew online.
 */
async function keepShell(): Promise<void> {
  const shellUrl = new URL(SHELL_URL, origin).href;
  const response = await fetch(shellUrl, { credentials: 'omit' });
  const strategy = strategyFor({ url: shellUrl, method: 'GET', mode: 'navigate', headers: new Headers() }, origin);
  if (!mayStore(strategy, response)) return;
  const html = await response.clone().text();
  await keep(strategy, shellUrl, response);
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  await keepLoaded([...new Set([...files, ...__SW_PRECACHE__])], null);
}

/**
 * Files the page loaded before this worker controlled it (its first visit): fetched again as a visitor would, with no
 * token and in the page's language, and kept by the same rules; so what the visitor just saw opens offline too.
 */
async function keepLoaded(urls: readonly string[], language: string | null): Promise<void> {
  const headers = new Headers(language ? { 'Accept-Language': language } : {});
  await Promise.all(
    urls.map(async (address) => {
      const url = new URL(address, origin).href;
      const strategy = strategyFor({ url, method: 'GET', mode: 'cors', headers }, origin);
      if (strategy.kind === 'pass' || (strategy.kind === 'cache-first' && (await cached(strategy.cache, url)))) return;
      const response = await fetch(url, { credentials: 'omit', headers }).catch(() => null);
      if (response) await keep(strategy, keyOf(strategy, url, language), response).catch(() => undefined);
    }),
  );
}

/** A page read before this worker controlled it, fetched again as a visitor and kept as a page it served. */
async function keepPage(address: string): Promise<void> {
  const url = new URL(address, origin).href;
  const strategy = strategyFor({ url, method: 'GET', mode: 'navigate', headers: new Headers() }, origin);
  if (strategy.kind === 'pass') return;
  const response = await fetch(url, { credentials: 'omit' }).catch(() => null);
  if (response) await keep(strategy, url, response).catch(() => undefined);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(keepShell().catch(() => undefined));
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((existing) => Promise.all(staleCachesOf(existing, names).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, origin);
  if (strategy.kind === 'cache-first') event.respondWith(cacheFirst(strategy, event));
  else if (strategy.kind === 'network-first') event.respondWith(networkFirst(strategy, event));
});

worker.addEventListener('message', (event) => {
  const message = event.data;
  if (!isWorkerMessage(message)) return;
  if (message.type === 'clear-api-cache') event.waitUntil(caches.delete(names.api));
  else
    event.waitUntil(
      Promise.all([keepLoaded(message.urls, message.language ?? null), message.page ? keepPage(message.page) : null]),
    );
});
