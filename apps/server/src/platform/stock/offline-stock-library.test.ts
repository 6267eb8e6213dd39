import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OfflineStockLibrary, STOCK_SIZES } from './offline-stock-library';
import { stockProviderContract } from './stock-provider.contract';

describe('offline stock library: the stock provider contract', () => {
  stockProviderContract(() => new OfflineStockLibrary(), 'planine');
});

describe('offline stock library', () => {
  it('holds six topics of eight photos, titled in Serbian and described in English', async () => {
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
      description: 'Domaći hleb',
      alt_description: 'Home-made bread',
      width: 1500,
      height: 1000,
      urls: { regular: '/stock-library/food-2/regular.webp' },
      links: { download_location: '/stock-library/food-2/download' },
    });
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
