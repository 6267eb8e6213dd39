/**
 * The Unsplash adapter of the stock photo interface, used when UNSPLASH_ACCESS_KEY is set: the documented calls
 * /topics, /topics/:slug/photos, /search/photos and the download_location trigger (Unsplash API guidelines ask
 * every use of a photo to hit it). Never reached in tests; its answers are mapped by the pure functions below.
 */
import { AppError } from '../http/errors';
import type { StockPhotoProvider, TStockPage, TStockPhoto, TStockTopic } from './stock-provider';

export const UNSPLASH_API = 'https://api.unsplash.com';
/** Unsplash asks for attribution links to carry the application's name. */
const UTM = 'utm_source=izlog&utm_medium=referral';
const TIMEOUT_MS = 8000;
const MAX_DOWNLOAD_BYTES = 25 * 1024 * 1024;
/** Unsplash resizes on its image host; the largest variant we store is 1500 wide. */
const DOWNLOAD_PARAMS = { w: '2000', fm: 'jpg', q: '85' };
const DOWNLOAD_LOCATION = /^\/photos\/[A-Za-z0-9_-]+\/download$/;

type TJson = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const object = (value: unknown): TJson => (typeof value === 'object' && value !== null ? (value as TJson) : {});

const withUtm = (link: string | null) => (link ? `${link}${link.includes('?') ? '&' : '?'}${UTM}` : '');

export function mapUnsplashPhoto(raw: unknown): TStockPhoto {
  const photo = object(raw);
  const urls = object(photo.urls);
  const user = object(photo.user);
  return {
    id: text(photo.id) ?? '',
    description: text(photo.description),
    alt_description: text(photo.alt_description),
    width: number(photo.width),
    height: number(photo.height),
    color: text(photo.color),
    urls: {
      raw: text(urls.raw) ?? '',
      full: text(urls.full) ?? '',
      regular: text(urls.regular) ?? '',
      small: text(urls.small) ?? '',
      thumb: text(urls.thumb) ?? '',
    },
    links: { download_location: text(object(photo.links).download_location) ?? '' },
    user: { name: text(user.name) ?? '', links: { html: withUtm(text(object(user.links).html)) } },
  };
}

export function mapUnsplashTopic(raw: unknown): TStockTopic {
  const topic = object(raw);
  return {
    id: text(topic.id) ?? '',
    slug: text(topic.slug) ?? '',
    title: text(topic.title) ?? '',
    description: text(topic.description),
    total_photos: number(topic.total_photos),
    cover_photo: topic.cover_photo ? mapUnsplashPhoto(topic.cover_photo) : null,
  };
}

/** Unsplash sends lists as arrays with the total in `X-Total`, and search as `{ total, results }`. */
export function mapUnsplashList<T>(
  body: unknown,
  totalHeader: string | null,
  map: (raw: unknown) => T,
  pageNumber: number,
  perPage: number,
): TStockPage<T> {
  if (Array.isArray(body)) {
    const total = Number(totalHeader);
    return { items: body.map(map), total: Number.isFinite(total) ? total : body.length, page: pageNumber, perPage };
  }
  const results = object(body).results;
  const items = Array.isArray(results) ? results.map(map) : [];
  return { items, total: number(object(body).total), page: pageNumber, perPage };
}

/** Only Unsplash's own download trigger is accepted: a client cannot make the server fetch another address. */
export function isUnsplashDownloadLocation(location: string): boolean {
  try {
    const url = new URL(location);
    return url.origin === UNSPLASH_API && DOWNLOAD_LOCATION.test(url.pathname);
  } catch {
    return false;
  }
}

export class UnsplashProvider implements StockPhotoProvider {
  readonly kind = 'unsplash' as const;

  constructor(
    private readonly accessKey: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async topics(pageNumber: number, perPage: number): Promise<TStockPage<TStockTopic>> {
    const { body, total } = await this.get('/topics', { page: pageNumber, per_page: perPage });
    return mapUnsplashList(body, total, mapUnsplashTopic, pageNumber, perPage);
  }

  async topicPhotos(topicSlug: string, pageNumber: number, perPage: number): Promise<TStockPage<TStockPhoto> | null> {
    const path = `/topics/${encodeURIComponent(topicSlug)}/photos`;
    const answer = await this.get(path, { page: pageNumber, per_page: perPage }, true);
    return answer && mapUnsplashList(answer.body, answer.total, mapUnsplashPhoto, pageNumber, perPage);
  }

  async search(query: string, pageNumber: number, perPage: number): Promise<TStockPage<TStockPhoto>> {
    if (!query.trim()) return { items: [], total: 0, page: pageNumber, perPage };
    const { body } = await this.get('/search/photos', { query, page: pageNumber, per_page: perPage });
    return mapUnsplashList(body, null, mapUnsplashPhoto, pageNumber, perPage);
  }

  async download(downloadLocation: string): Promise<Buffer | null> {
    if (!isUnsplashDownloadLocation(downloadLocation)) return null;
    const location = new URL(downloadLocation);
    const answer = await this.get(location.pathname, Object.fromEntries(location.searchParams), true);
    const link = text(object(answer?.body).url);
    if (!link) return null;
    const image = new URL(link);
    if (image.protocol !== 'https:' || !image.hostname.endsWith('.unsplash.com')) return null;
    for (const [name, value] of Object.entries(DOWNLOAD_PARAMS)) image.searchParams.set(name, value);
    const response = await this.request(image.toString(), false);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || length > MAX_DOWNLOAD_BYTES) throw new AppError(502, 'stock_unavailable');
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > MAX_DOWNLOAD_BYTES) throw new AppError(502, 'stock_unavailable');
    return data;
  }

  private get(path: string, query: Record<string, string | number>): Promise<{ body: unknown; total: string | null }>;
  private get(
    path: string,
    query: Record<string, string | number>,
    allowMissing: true,
  ): Promise<{ body: unknown; total: string | null } | null>;
  private async get(path: string, query: Record<string, string | number>, allowMissing = false) {
    const url = new URL(path, UNSPLASH_API);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const response = await this.request(url.toString(), true);
    if (response.status === 404 && allowMissing) return null;
    if (!response.ok) throw new AppError(502, 'stock_unavailable');
    try {
      return { body: await response.json(), total: response.headers.get('x-total') };
    } catch {
      throw new AppError(502, 'stock_unavailable');
    }
  }

  /** Any network failure or timeout becomes one clear 502, never a 500. */
  private async request(url: string, authorised: boolean): Promise<Response> {
    const headers: Record<string, string> = authorised
      ? { authorization: `Client-ID ${this.accessKey}`, 'accept-version': 'v1' }
      : {};
    try {
      return await this.fetcher(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch {
      throw new AppError(502, 'stock_unavailable');
    }
  }
}
