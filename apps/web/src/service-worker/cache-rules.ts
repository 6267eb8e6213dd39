/**
 * What the service worker keeps for offline reading, as pure rules (issue 16): the worker (sw.ts) only asks them.
 * Only GETs of the site's own origin are ever kept; each site is its own origin, so no site's worker sees another's
 * answers, and a photo host or the platform host is never cached. An API answer is kept only when it was a visitor's:
 * the request carried no token and the server did not mark it private or no-store (signed-in answers always are).
 */
import { API_BASE } from '@izlog/contract/constants';
import { APP_SHELL_PARAM } from '@izlog/contract/rendered-page';

/** The caches of one worker build; a new build's worker deletes every older `izlog-` cache when it takes over. */
export type TCacheNames = { assets: string; pages: string; api: string; media: string };
export type TCacheKind = keyof TCacheNames;

const CACHE_PREFIX = 'izlog-';

export function cacheNamesOf(version: string): TCacheNames {
  return {
    assets: `${CACHE_PREFIX}assets-${version}`,
    pages: `${CACHE_PREFIX}pages-${version}`,
    api: `${CACHE_PREFIX}api-${version}`,
    media: `${CACHE_PREFIX}media-${version}`,
  };
}

/** The caches to delete when this build's worker activates: ours from other builds, never a cache it did not make. */
export function staleCachesOf(existing: readonly string[], current: TCacheNames): string[] {
  const keep = new Set(Object.values(current));
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name));
}

/** How many answers each cache keeps at most: the oldest go first, so a long visit does not fill the phone. */
export const CACHE_LIMITS: Record<TCacheKind, number> = { assets: 300, pages: 60, api: 400, media: 300 };

/**
 * - `pass`: the worker does not answer; the browser goes to the network as if there were no worker.
 * - `cache-first`: files whose address changes with their content (hashed assets, stored media).
 * - `network-first`: fresh when online, the kept copy when not; `fallback: 'shell'` (pages) serves the app's
 *   page for an address never opened, so the app starts offline and says so.
 */
export type TStrategy =
  | { kind: 'pass' }
  | { kind: 'cache-first'; cache: 'assets' | 'media' }
  | { kind: 'network-first'; cache: 'pages' | 'api'; fallback?: 'shell' };

/** The parts of a request the rules read (a Request has them; tests pass plain objects). */
type TRequestFacts = {
  url: string;
  method: string;
  mode: string;
  headers: { has(name: string): boolean };
};

export type TResponseFacts = {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
};

const PASS: TStrategy = { kind: 'pass' };

/**
 * The address the worker stores the app's page under, and serves for a page never opened before: the app's own page,
 * which the server never draws (decision 0043), so the app draws whatever address it is opened at.
 */
export const SHELL_URL = `/?${APP_SHELL_PARAM}=1`;

/** Where the site's service worker is served (apps/web/build/service-worker.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Files of the site's app itself, kept as pages are (network first): the manifest and its icons. */
const APP_FILES = /^\/(manifest\.webmanifest|apple-touch-icon\.png|app-icons\/[\w.-]+\.png)$/;

export function strategyFor(request: TRequestFacts, origin: string): TStrategy {
  if (request.method !== 'GET') return PASS;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return PASS;
  }
  if (url.origin !== origin) return PASS;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    // The API, the worker and the dev mailbox are never pages of the app, even when opened in a tab.
    if (path.startsWith(`${API_BASE}/`) || path.startsWith('/dev/') || path === '/sw.js') return PASS;
    return { kind: 'network-first', cache: 'pages', fallback: 'shell' };
  }
  if (path.startsWith('/assets/')) return { kind: 'cache-first', cache: 'assets' };
  if (path.startsWith('/media/')) return { kind: 'cache-first', cache: 'media' };
  if (APP_FILES.test(path)) return { kind: 'network-first', cache: 'pages' };
  if (path.startsWith(`${API_BASE}/`)) {
    // A signed-in request's answer is the user's own: it is neither kept nor answered from what a visitor was sent.
    // The API takes bearer tokens only (no cookie sessions), so the Authorization header the API client adds is what
    // marks one. (A worker never sees a Cookie request header: the browser adds it after the worker.)
    if (request.headers.has('authorization')) return PASS;
    return { kind: 'network-first', cache: 'api' };
  }
  return PASS;
}

/**
 * The address an API answer is kept under: its own plus the interface language it was asked in (the API client sends
 * it as Accept-Language, and the answers' texts follow it). So a visitor who switches language and then goes offline
 * reads the kept answers of the language they now use, never the other one's; each language keeps its own copies,
 * which clearing the cache on a switch would throw away. A query parameter, not a fragment: the Cache API ignores
 * fragments when it matches.
 */
export function apiCacheKeyOf(url: string, acceptLanguage: string | null): string {
  const first = (acceptLanguage ?? '').split(/[,;]/)[0]?.trim().toLowerCase() ?? '';
  const language = /^[a-z0-9-]{1,35}$/.test(first) ? first : 'none';
  const key = new URL(url);
  key.searchParams.append(LANGUAGE_KEY_PARAM, language);
  return key.href;
}

const LANGUAGE_KEY_PARAM = 'izlog-sw-lang';

/**
 * The caches are trimmed to CACHE_LIMITS once every this many answers kept, not on every one: listing a cache's keys
 * costs more the fuller it is, and the limits only need to hold roughly.
 */
const TRIM_EVERY = 25;

/**
 * Says, for each answer kept, whether its cache is due a trim: the first one after the worker starts (the browser
 * stops an idle worker and its counts with it, so a slow visit would otherwise never reach a trim), then every
 * `every`-th.
 */
export function trimSchedule(every = TRIM_EVERY): (kind: TCacheKind) => boolean {
  const keptSince = new Map<TCacheKind, number>();
  return (kind) => {
    const count = keptSince.get(kind);
    const due = count === undefined || count + 1 >= every;
    keptSince.set(kind, due ? 0 : (count ?? 0) + 1);
    return due;
  };
}

const REFUSING_CACHE_CONTROL = /(^|[\s,])(private|no-store)([\s,=]|$)/i;

/** Whether an answer may be kept in the strategy's cache: a whole, same-origin 200 that nobody marked private. */
export function mayStore(strategy: TStrategy, response: TResponseFacts): boolean {
  if (strategy.kind === 'pass') return false;
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (REFUSING_CACHE_CONTROL.test(response.headers.get('cache-control') ?? '')) return false;
  if ((response.headers.get('vary') ?? '').includes('*')) return false;
  if (strategy.cache === 'pages' && strategy.fallback === 'shell') {
    return (response.headers.get('content-type') ?? '').startsWith('text/html');
  }
  return true;
}

/** Messages the page sends its worker. */
export type TWorkerMessage =
  /** Someone signed in or out: whatever the API cache holds is dropped. */
  | { type: 'clear-api-cache' }
  /**
   * Files the page loaded before the worker controlled it, to keep them as if they had passed through it; its API
   * reads were asked in `language`, and are asked again in it. `page`: the page itself (a page the server drew holds
   * its answers, so no API read brought them), kept as the worker keeps a page it served.
   */
  | { type: 'keep-loaded'; urls: string[]; language?: string; page?: string };

export function isWorkerMessage(data: unknown): data is TWorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; urls?: unknown; language?: unknown; page?: unknown };
  if (message.type === 'clear-api-cache') return true;
  return (
    message.type === 'keep-loaded' &&
    (message.language === undefined || (typeof message.language === 'string' && message.language.length <= 35)) &&
    (message.page === undefined || (typeof message.page === 'string' && message.page.length <= 4096)) &&
    Array.isArray(message.urls) &&
    message.urls.length <= 500 &&
    message.urls.every((url) => typeof url === 'string' && url.length <= 4096)
  );
}
