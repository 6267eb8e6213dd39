import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { removeToken, setToken } from '@/lib/token-storage';
import {
  apiCacheKeyOf,
  cacheNamesOf,
  isWorkerMessage,
  mayStore,
  staleCachesOf,
  strategyFor,
  type TResponseFacts,
  type TStrategy,
  trimSchedule,
} from './cache-rules';

const ORIGIN = 'https://pekara.izlog.rs';

const request = (url: string, options: { method?: string; mode?: string; headers?: Record<string, string> } = {}) => ({
  url: url.startsWith('/') ? `${ORIGIN}${url}` : url,
  method: options.method ?? 'GET',
  mode: options.mode ?? 'cors',
  headers: new Headers(options.headers),
});

const response = (
  headers: Record<string, string> = {},
  options: { status?: number; type?: string; redirected?: boolean } = {},
): TResponseFacts => ({
  status: options.status ?? 200,
  type: options.type ?? 'basic',
  redirected: options.redirected ?? false,
  headers: new Headers(headers),
});

describe('which requests the worker answers, and how', () => {
  it.each([
    ['a hashed asset, from the cache first', '/assets/index-abc123.js', {}, { kind: 'cache-first', cache: 'assets' }],
    [
      'a stored picture, from the cache first',
      '/media/7/content/x-900x600.webp',
      {},
      { kind: 'cache-first', cache: 'media' },
    ],
    [
      'a page, from the network first, the app page when never seen',
      '/products/solja',
      { mode: 'navigate' },
      { kind: 'network-first', cache: 'pages', fallback: 'shell' },
    ],
    [
      'a visitor’s API read, from the network first',
      '/api/v1/contents?page=1',
      {},
      { kind: 'network-first', cache: 'api' },
    ],
    ['the manifest, network first', '/manifest.webmanifest', {}, { kind: 'network-first', cache: 'pages' }],
    ['an app icon, network first', '/app-icons/192.png', {}, { kind: 'network-first', cache: 'pages' }],
  ] as const)('%s', (_name, url, options, strategy) => {
    expect(strategyFor(request(url, options), ORIGIN)).toEqual(strategy);
  });

  it.each([
    ['a write', request('/api/v1/contents/create', { method: 'POST' })],
    ['a signed-in user’s read (token)', request('/api/v1/planners', { headers: { authorization: 'Bearer abc' } })],
    ['a stock photo host', request('https://images.unsplash.com/photo-1?w=400')],
    ['the platform host', request('https://izlog.rs/api/v1/contents')],
    ['another site of the platform', request('https://cvecara.izlog.rs/assets/index-abc123.js')],
    ['the same host on another scheme', request('http://pekara.izlog.rs/assets/index-abc123.js')],
    ['the worker itself', request('/sw.js')],
    ['the API opened as a page', request('/api/v1/contents', { mode: 'navigate' })],
    ['the dev mailbox', request('/dev/mail', { mode: 'navigate' })],
    ['the health check', request('/health')],
    ['an address that does not parse', { ...request('/'), url: 'not a url' }],
  ])('passes %s to the network untouched', (_name, facts) => {
    expect(strategyFor(facts, ORIGIN)).toEqual({ kind: 'pass' });
  });
});

describe('a signed-in user’s API reads, as the API client sends them', () => {
  afterEach(() => {
    removeToken();
    vi.unstubAllGlobals();
  });

  /** The request the app's own API client makes for `path`, as the worker would see it. */
  async function sentByTheApp(path: string) {
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json([]));
    vi.stubGlobal('fetch', fetchSpy);
    await apiRequest(path);
    const [input, init] = fetchSpy.mock.calls[0] ?? [];
    return request(String(input), { method: init?.method, headers: Object.fromEntries(new Headers(init?.headers)) });
  }

  it('pass to the network untouched, so they are never kept nor answered from what a visitor was sent', async () => {
    setToken('a-signed-in-token');
    expect(strategyFor(await sentByTheApp('/planners'), ORIGIN)).toEqual({ kind: 'pass' });
  });

  it('while a visitor’s same read is kept', async () => {
    expect(strategyFor(await sentByTheApp('/planners'), ORIGIN)).toEqual({ kind: 'network-first', cache: 'api' });
  });
});

describe('what an API answer is kept under', () => {
  const url = `${ORIGIN}/api/v1/categories?page=1`;

  it('tells the interface languages apart, so offline a visitor reads the language they use', () => {
    expect(apiCacheKeyOf(url, 'en')).not.toBe(apiCacheKeyOf(url, 'srp'));
    expect(apiCacheKeyOf(url, 'en')).toBe(apiCacheKeyOf(url, 'EN, srp;q=0.5'));
    expect(new URL(apiCacheKeyOf(url, 'srp')).searchParams.get('page')).toBe('1');
  });

  it('keeps a request without a language (or with nonsense) apart from both', () => {
    expect(apiCacheKeyOf(url, null)).toBe(apiCacheKeyOf(url, '"><script>'));
    expect(apiCacheKeyOf(url, null)).not.toBe(apiCacheKeyOf(url, 'en'));
  });
});

describe('trimming the caches', () => {
  it('happens on the first answer kept after the worker starts, then every n-th, for each cache apart', () => {
    const isDue = trimSchedule(3);
    expect(['api', 'api', 'api', 'api', 'api', 'api', 'api'].map((kind) => isDue(kind as 'api'))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(isDue('media')).toBe(true);
    expect(isDue('media')).toBe(false);
  });
});

describe('which answers are kept', () => {
  const api: TStrategy = { kind: 'network-first', cache: 'api' };
  const page: TStrategy = { kind: 'network-first', cache: 'pages', fallback: 'shell' };

  it('keeps a public 200 of the site', () => {
    expect(mayStore(api, response({ 'content-type': 'application/json' }))).toBe(true);
    expect(mayStore(page, response({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }))).toBe(
      true,
    );
  });

  it.each([
    ['marked private', response({ 'cache-control': 'private, no-store' })],
    ['marked private alone', response({ 'cache-control': 'private' })],
    ['marked no-store', response({ 'cache-control': 'no-store' })],
    ['marked with max-age and no-store', response({ 'cache-control': 'max-age=0,no-store' })],
    ['a 401', response({}, { status: 401 })],
    ['a 500', response({}, { status: 500 })],
    ['a partial answer (206)', response({}, { status: 206 })],
    ['an opaque cross-origin answer', response({}, { type: 'opaque' })],
    ['a CORS answer from elsewhere', response({}, { type: 'cors' })],
    ['a redirected answer', response({}, { redirected: true })],
    ['varying on everything', response({ vary: '*' })],
  ])('refuses an answer %s', (_name, answer) => {
    expect(mayStore(api, answer)).toBe(false);
  });

  it('keeps only HTML as a page, and nothing for a request it passes', () => {
    expect(mayStore(page, response({ 'content-type': 'application/json' }))).toBe(false);
    expect(mayStore({ kind: 'pass' }, response())).toBe(false);
  });

  it('does not mistake a header merely containing the words for a refusal', () => {
    expect(mayStore(api, response({ 'cache-control': 'public, max-age=60, x-privateish' }))).toBe(true);
  });
});

describe('cache names', () => {
  it('are versioned, and a new version deletes only older caches of ours', () => {
    const current = cacheNamesOf('b2');
    expect(current.api).toBe('izlog-api-b2');
    const existing = ['izlog-assets-a1', 'izlog-api-a1', 'izlog-assets-b2', 'izlog-api-b2', 'somebody-else'];
    expect(staleCachesOf(existing, current)).toEqual(['izlog-assets-a1', 'izlog-api-a1']);
  });
});

describe('messages from the page', () => {
  it('are only the two the worker knows, with bounded lists of addresses', () => {
    expect(isWorkerMessage({ type: 'clear-api-cache' })).toBe(true);
    expect(isWorkerMessage({ type: 'keep-loaded', urls: ['/assets/a.js'] })).toBe(true);
    expect(isWorkerMessage({ type: 'keep-loaded', urls: [], page: '/products/mug?x=1' })).toBe(true);
    expect(isWorkerMessage({ type: 'keep-loaded', urls: [], page: 42 })).toBe(false);
    expect(isWorkerMessage({ type: 'keep-loaded', urls: ['/api/v1/contents'], language: 'en' })).toBe(true);
    expect(isWorkerMessage({ type: 'keep-loaded', urls: [], language: 'x'.repeat(36) })).toBe(false);
    expect(isWorkerMessage({ type: 'keep-loaded', urls: [1] })).toBe(false);
    expect(isWorkerMessage({ type: 'keep-loaded', urls: Array(501).fill('/a') })).toBe(false);
    expect(isWorkerMessage({ type: 'delete-everything' })).toBe(false);
    expect(isWorkerMessage(null)).toBe(false);
  });
});
