/**
 * The default stock photo provider (DESIGN §6): a library shipped with Izlog, drawn by the project itself with the
 * demo pictures' kit (decision 0062), so the stock picker works with no internet and no key. Pictures are drawn on
 * first request and cached.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DRAWINGS, drawPicture } from '../../seed/pictures/drawings';
import { foldForSearch } from '../text/search-text';
import { OFFLINE_TOPICS, type TOfflinePhoto, type TOfflineTopic } from './offline-stock-catalogue';
import type { StockPhotoProvider, TStockPage, TStockPhoto, TStockTopic } from './stock-provider';

/** Where the library's pictures are served (see modules/site/media/stock-library.routes.ts). */
export const STOCK_LIBRARY_PATH = '/stock-library';

/** The sizes a picture is served in, named like Unsplash's `urls`; `raw` is the full size. */
export const STOCK_SIZES = {
  full: [1500, 1000],
  regular: [1080, 720],
  small: [400, 267],
  thumb: [200, 133],
} as const satisfies Record<string, readonly [number, number]>;
export type TStockSize = keyof typeof STOCK_SIZES;
export const isStockSize = (value: string): value is TStockSize => Object.hasOwn(STOCK_SIZES, value);

type TEntry = { photo: TStockPhoto; topic: TOfflineTopic; picture: TOfflinePhoto['picture']; haystack: string[] };

const DOWNLOAD_PATTERN = new RegExp(`^${STOCK_LIBRARY_PATH}/([a-z]+-\\d+)/download$`);

function page<T>(all: T[], pageNumber: number, perPage: number): TStockPage<T> {
  const start = (pageNumber - 1) * perPage;
  return { items: all.slice(start, start + perPage), total: all.length, page: pageNumber, perPage };
}

/**
 * A query word and the forms it may take: "stolice" or "chairs" also as "stolic" and "chair", so a word's other
 * endings find it too (the photo's words are matched by prefix). Short words are left whole: "suma" is not "summer".
 */
function wordForms(word: string): string[] {
  const stem = word.replace(/(?:[aeiou]|s)$/, '');
  return stem !== word && stem.length >= 4 ? [word, stem] : [word];
}

function photoOf(id: string, { picture, title, description }: TOfflinePhoto): TStockPhoto {
  const url = (size: TStockSize) => `${STOCK_LIBRARY_PATH}/${id}/${size}.webp`;
  return {
    id,
    description: title,
    alt_description: description,
    width: STOCK_SIZES.full[0],
    height: STOCK_SIZES.full[1],
    color: picture.main ?? DRAWINGS[picture.kind].main,
    urls: { raw: url('full'), full: url('full'), regular: url('regular'), small: url('small'), thumb: url('thumb') },
    links: { download_location: `${STOCK_LIBRARY_PATH}/${id}/download` },
    user: { name: 'Izlog', links: { html: '/' } },
  };
}

export class OfflineStockLibrary implements StockPhotoProvider {
  readonly kind = 'offline' as const;
  private readonly entries: TEntry[] = [];
  private readonly byId = new Map<string, TEntry>();
  private readonly topicList: TStockTopic[];
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private readonly memory = new Map<string, Buffer>();

  /** `cacheDir`: where drawn pictures are kept between runs; without it they stay in memory. */
  constructor(private readonly cacheDir?: string) {
    for (const topic of OFFLINE_TOPICS) {
      topic.photos.forEach((offline, index) => {
        const photo = photoOf(`${topic.slug}-${index + 1}`, offline);
        const { title, description, terms } = offline;
        const words = foldForSearch(title, description, terms, topic.title, topic.slug);
        const entry = { photo, topic, picture: offline.picture, haystack: words.split(' ') };
        this.entries.push(entry);
        this.byId.set(photo.id, entry);
      });
    }
    this.topicList = OFFLINE_TOPICS.map((topic) => ({
      id: topic.slug,
      slug: topic.slug,
      title: topic.title,
      description: topic.description,
      total_photos: topic.photos.length,
      cover_photo: this.byId.get(`${topic.slug}-1`)?.photo ?? null,
    }));
  }

  async topics(pageNumber: number, perPage: number): Promise<TStockPage<TStockTopic>> {
    return page(this.topicList, pageNumber, perPage);
  }

  async topicPhotos(topicSlug: string, pageNumber: number, perPage: number): Promise<TStockPage<TStockPhoto> | null> {
    if (!this.topicList.some((topic) => topic.slug === topicSlug)) return null;
    const photos = this.entries.filter((entry) => entry.topic.slug === topicSlug).map((entry) => entry.photo);
    return page(photos, pageNumber, perPage);
  }

  /**
   * Every word of the query, folded like the text (script, case and diacritics blind), starts a word of the photo,
   * in one of its forms (`wordForms`).
   */
  async search(query: string, pageNumber: number, perPage: number): Promise<TStockPage<TStockPhoto>> {
    const words = foldForSearch(query).split(' ').filter(Boolean).map(wordForms);
    const matches = (entry: TEntry, forms: string[]) =>
      entry.haystack.some((candidate) => forms.some((form) => candidate.startsWith(form)));
    const found =
      words.length === 0
        ? []
        : this.entries.filter((entry) => words.every((forms) => matches(entry, forms))).map((entry) => entry.photo);
    return page(found, pageNumber, perPage);
  }

  /** Accepts the root-relative download location, or the same path on any origin (nothing is fetched from it). */
  async download(downloadLocation: string): Promise<Buffer | null> {
    let path: string;
    try {
      path = new URL(downloadLocation, 'http://stock.invalid').pathname;
    } catch {
      return null;
    }
    const id = DOWNLOAD_PATTERN.exec(path)?.[1];
    if (!id || !this.byId.has(id)) return null;
    return this.picture(id, 'full');
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The WebP bytes of one picture in one size, or null for an unknown id. */
  async picture(id: string, size: TStockSize): Promise<Buffer | null> {
    const entry = this.byId.get(id);
    if (!entry) return null;
    const key = `${id}-${size}`;
    const cached = this.memory.get(key) ?? (await this.readCache(key));
    if (cached) return cached;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(entry, size, key).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(entry: TEntry, size: TStockSize, key: string): Promise<Buffer> {
    const [width, height] = STOCK_SIZES[size];
    const data = await sharp(Buffer.from(drawPicture(entry.picture)))
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: size === 'full' ? 90 : 80 })
      .toBuffer();
    await this.writeCache(key, data);
    return data;
  }

  private async readCache(key: string): Promise<Buffer | null> {
    if (!this.cacheDir) return null;
    try {
      return await readFile(join(this.cacheDir, `${key}.webp`));
    } catch {
      return null;
    }
  }

  /** Written under a temporary name and renamed, so a concurrent reader never sees half a file. */
  private async writeCache(key: string, data: Buffer): Promise<void> {
    if (!this.cacheDir) {
      this.memory.set(key, data);
      return;
    }
    try {
      await mkdir(this.cacheDir, { recursive: true });
      const temporary = join(this.cacheDir, `${key}.${process.pid}.${Date.now()}.tmp`);
      await writeFile(temporary, data);
      await rename(temporary, join(this.cacheDir, `${key}.webp`));
    } catch {
      // A read-only data directory only costs drawing the picture again.
      this.memory.set(key, data);
    }
  }
}
