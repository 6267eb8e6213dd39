import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OfflineStockLibrary, STOCK_SIZES } from './offline-stock-library';
import { stockProviderContract } from './stock-provider.contract';

/** The percentage of pixels where the grey level jumps by more than 24 between neighbours. */
async function sharpEdgeShare(picture: Buffer): Promise<number> {
  const { data, info } = await sharp(picture).resize(400, 267).greyscale().raw().toBuffer({ resolveWithObject: true });
  let onEdge = 0;
  for (let y = 1; y < info.height - 1; y++) {
    for (let x = 1; x < info.width - 1; x++) {
      const i = y * info.width + x;
      const across = (data[i + 1] ?? 0) - (data[i - 1] ?? 0);
      const down = (data[i + info.width] ?? 0) - (data[i - info.width] ?? 0);
      if (Math.hypot(across, down) > 24) onEdge++;
    }
  }
  return (onEdge / (info.width * info.height)) * 100;
}

describe('offline stock library: the stock provider contract', () => {
  stockProviderContract(() => new OfflineStockLibrary(), 'planine');
});

describe('offline stock library', () => {
  it('holds six topics, each picture titled in Serbian and described in English', async () => {
    const library = new OfflineStockLibrary();
    const topics = await library.topics(1, 30);
    expect(topics.total).toBe(6);
    expect(topics.items.map((topic) => topic.slug)).toEqual([
      'nature',
      'food',
      'home',
      'technology',
      'travel',
      'fashion',
    ]);
    expect(topics.items[0]).toMatchObject({ title: 'Priroda', total_photos: 8 });
    const food = await library.topicPhotos('food', 1, 30);
    expect(food?.total).toBe(8);
    expect(food?.items[1]).toMatchObject({
      id: 'food-2',
      description: 'Domaća proja',
      alt_description: 'Home-made cornbread',
      width: 1500,
      height: 1000,
      urls: { regular: '/stock-library/food-2/regular.webp' },
      links: { download_location: '/stock-library/food-2/download' },
    });
  });

  it('finds the chairs by "stolica", its other forms, its Cyrillic and English words, and nothing else', async () => {
    const library = new OfflineStockLibrary();
    for (const query of ['stolica', 'stolice', 'СТОЛИЦА', 'chair', 'chairs']) {
      const found = await library.search(query, 1, 30);
      expect(found.items.map((photo) => photo.alt_description)).toEqual(['Wooden chair', 'Armchair', 'Bar stool']);
    }
    expect((await library.search('šešir', 1, 30)).items.map((photo) => photo.alt_description)).toEqual(['Straw hat']);
    expect((await library.search('lampe', 1, 30)).items.map((photo) => photo.alt_description)).toEqual([
      'Table lamp',
      'Floor lamp',
      'Desk lamp',
    ]);
  });

  it('draws every picture with the outlines of its subject, not as blurred fields of colour', async () => {
    const library = new OfflineStockLibrary();
    const topics = await library.topics(1, 30);
    for (const topic of topics.items) {
      for (const photo of (await library.topicPhotos(topic.slug, 1, 30))?.items ?? []) {
        const picture = await library.picture(photo.id, 'small');
        // The share of pixels on a sharp edge: 0.4–1.7 % for the blurred gradients this library drew before, 2–12 %
        // for the drawings of things.
        expect({ id: photo.id, edges: (await sharpEdgeShare(picture ?? Buffer.alloc(0))) > 1.8 }).toEqual({
          id: photo.id,
          edges: true,
        });
      }
    }
  });

  it('finds the same photo from Latin, Cyrillic, ASCII-only and English queries', async () => {
    const library = new OfflineStockLibrary();
    for (const query of ['Šuma', 'шума у јесен', 'suma', 'autumn FOREST']) {
      const found = await library.search(query, 1, 10);
      expect(found.items.map((photo) => photo.id)).toEqual(['nature-2']);
    }
  });

  it('finds photos by their topic, in either script', async () => {
    const library = new OfflineStockLibrary();
    expect((await library.search('Храна', 1, 30)).total).toBe(8);
    expect((await library.search('food', 1, 30)).total).toBe(8);
  });

  it('draws each picture the same way every time, in the size asked for, as WebP', async () => {
    const first = await new OfflineStockLibrary().picture('travel-3', 'small');
    const again = await new OfflineStockLibrary().picture('travel-3', 'small');
    expect(first?.equals(again ?? Buffer.alloc(0))).toBe(true);
    const meta = await sharp(first ?? Buffer.alloc(0)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: STOCK_SIZES.small[0],
      height: STOCK_SIZES.small[1],
    });
    expect(await new OfflineStockLibrary().picture('travel-99', 'small')).toBeNull();
  });

  it('draws on first request only and keeps the picture on disk', async () => {
    const cacheDir = join(mkdtempSync(join(tmpdir(), 'izlog-stock-')), 'stock');
    const library = new OfflineStockLibrary(cacheDir);
    expect(existsSync(cacheDir)).toBe(false);
    const [drawn, concurrent] = await Promise.all([
      library.picture('home-1', 'thumb'),
      library.picture('home-1', 'thumb'),
    ]);
    expect(readdirSync(cacheDir)).toEqual(['home-1-thumb.webp']);
    expect(concurrent?.equals(drawn ?? Buffer.alloc(0))).toBe(true);
    const fromDisk = await new OfflineStockLibrary(cacheDir).picture('home-1', 'thumb');
    expect(fromDisk?.equals(drawn ?? Buffer.alloc(0))).toBe(true);
  });

  it('accepts its download location root-relative or on any origin, and nothing else', async () => {
    const library = new OfflineStockLibrary();
    expect(await library.download('/stock-library/food-1/download')).not.toBeNull();
    expect(await library.download('https://shop.izlog.rs/stock-library/food-1/download')).not.toBeNull();
    expect(await library.download('/stock-library/food-99/download')).toBeNull();
    expect(await library.download('/stock-library/food-1/full.webp')).toBeNull();
    expect(await library.download('/stock-library/../../etc/passwd/download')).toBeNull();
  });
});
