import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createPlatformAccount, platformCall } from '../../../../test/support/sales-console';
import { mediaFiles } from '../../../db/schema';
import { storeImageInput } from './image-input';

let app: TTestApp;
let licence: TTestLicence;
let editorToken: string;
beforeAll(async () => {
  app = await createTestApp();
  licence = await createLicence(app);
  editorToken = (await createSignedInUser(app, licence, { role: 'EDITOR' })).token;
});
afterAll(() => app.close());

const get = (url: string, token: string | null = editorToken) =>
  call(app, { method: 'GET', url: `/api/v1/stock-photos/${url}`, licence: licence.id, token: token ?? undefined });

/** `Link` header entries as { rel: href }. */
function links(header: unknown): Record<string, string> {
  const entries = String(header ?? '')
    .split(', ')
    .filter(Boolean)
    .map((part) => /^<([^>]+)>; rel="(\w+)"$/.exec(part))
    .map((match) => [match?.[2] ?? '', new URL(match?.[1] ?? '/', 'http://site.example').search]);
  return Object.fromEntries(entries);
}

describe('GET /stock-photos/topics', () => {
  it('lists the offline library topics with Unsplash pagination headers', async () => {
    const response = await get('topics?per_page=4');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((topic: { slug: string }) => topic.slug)).toEqual([
      'nature',
      'food',
      'home',
      'technology',
    ]);
    expect(response.json()[0]).toMatchObject({
      title: 'Priroda',
      total_photos: 8,
      cover_photo: { id: 'nature-1', urls: { small: '/stock-library/nature-1/small.webp' } },
    });
    expect(response.headers['x-total']).toBe('6');
    expect(response.headers['x-per-page']).toBe('4');
    expect(links(response.headers.link)).toEqual({ last: '?per_page=4&page=2', next: '?per_page=4&page=2' });
  });

  it('answers 422 for a page size Unsplash would not give', async () => {
    const response = await get('topics?per_page=31');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'per_page', message: 'Enter a number of at most 30.' }]);
  });
});

describe('GET /stock-photos/topics/:slug/photos', () => {
  it('pages through a topic with first, prev, next and last links', async () => {
    const response = await get('topics/food/photos?page=2&per_page=3');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((photo: { id: string }) => photo.id)).toEqual(['food-4', 'food-5', 'food-6']);
    expect(response.json()[0]).toMatchObject({
      description: 'Domaća kafa',
      alt_description: 'Coffee from a cezve',
      width: 1500,
      height: 1000,
      links: { download_location: '/stock-library/food-4/download' },
    });
    expect(response.headers['x-total']).toBe('8');
    expect(links(response.headers.link)).toEqual({
      first: '?page=1&per_page=3',
      prev: '?page=1&per_page=3',
      last: '?page=3&per_page=3',
      next: '?page=3&per_page=3',
    });
  });

  it('gives an empty page past the end, still with the total and links back', async () => {
    const response = await get('topics/food/photos?page=9&per_page=3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total']).toBe('8');
    expect(links(response.headers.link)).toEqual({ first: '?page=1&per_page=3', prev: '?page=3&per_page=3' });
  });

  it('answers 404 for a topic that does not exist', async () => {
    const response = await get('topics/unknown-topic/photos');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The requested item does not exist.');
  });
});

describe('GET /stock-photos/search/photos', () => {
  it('finds the same photo from a Latin and a Cyrillic query', async () => {
    const latin = await get(`search/photos?query=${encodeURIComponent('šuma')}`);
    const cyrillic = await get(`search/photos?query=${encodeURIComponent('ШУМА')}`);
    expect(latin.statusCode).toBe(200);
    expect(latin.json()).toMatchObject({ total: 1, total_pages: 1, results: [{ id: 'nature-2' }] });
    expect(cyrillic.json()).toEqual(latin.json());
  });

  it('answers a sales account on the platform host too (a licence’s logo from the stock library), a visitor 401', async () => {
    const seller = await createPlatformAccount(app, 'SALES');
    const url = `/api/v1/stock-photos/search/photos?query=${encodeURIComponent('šuma')}`;
    const found = await platformCall(app, seller, { method: 'GET', url });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ results: [{ id: 'nature-2' }] });
    expect((await platformCall(app, null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers like Unsplash search, with total pages and links', async () => {
    const response = await get('search/photos?query=moda&per_page=5');
    expect(response.json()).toMatchObject({ total: 8, total_pages: 2 });
    expect(response.json().results).toHaveLength(5);
    expect(links(response.headers.link)).toEqual({
      last: '?query=moda&per_page=5&page=2',
      next: '?query=moda&per_page=5&page=2',
    });
  });

  it('answers 422 without a query', async () => {
    const response = await get('search/photos?query=%20');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'query', message: 'This field is required.' }]);
  });
});

describe('who may use the stock picker', () => {
  it('lets clients and front users (they write content) in, and keeps moderators and visitors out', async () => {
    for (const role of ['CLIENT', 'USER', 'ADMIN'] as const) {
      const { token } = await createSignedInUser(app, licence, { role });
      expect((await get('topics', token)).statusCode).toBe(200);
    }
    const moderator = await createSignedInUser(app, licence, { role: 'MODERATOR' });
    const refused = await get('topics', moderator.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Unauthorized access!');
    expect((await get('topics', null)).statusCode).toBe(401);
  });
});

describe('the offline library pictures', () => {
  it('are served as WebP on any host, cached for a year', async () => {
    const response = await call(app, { method: 'GET', url: '/stock-library/food-4/thumb.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 133]);
  });

  it('answer the download trigger with the full picture, and 404 for unknown pictures or sizes', async () => {
    const download = await call(app, { method: 'GET', url: '/stock-library/food-4/download' });
    expect(download.json()).toEqual({ url: '/stock-library/food-4/full.webp' });
    for (const url of [
      '/stock-library/food-99/small.webp',
      '/stock-library/food-4/huge.webp',
      '/stock-library/x/download',
    ]) {
      expect((await call(app, { method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('storeImageInput with a stock photo', () => {
  it('stores the chosen photo in every 3:2 content size and records it', async () => {
    const own = await createLicence(app);
    const search = await get(`search/photos?query=${encodeURIComponent('кафа')}`);
    const location = search.json().results[0].links.download_location;
    const stored = await storeImageInput(
      { deps: app.deps, licenceId: own.id, payer: null },
      { stockLocation: location },
      'image',
      'content',
    );
    expect(Object.keys(stored?.sizes ?? {})).toEqual(['900x600', '300x200', '600x400', '1500x1000']);
    expect(stored?.url).toBe(stored?.sizes['900x600']);
    for (const [size, url] of Object.entries(stored?.sizes ?? {})) {
      const meta = await sharp(join(app.dataDir, url)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(size);
      expect(meta.format).toBe('webp');
    }
    const rows = await app.deps.platformDb.select().from(mediaFiles).where(eq(mediaFiles.licenceId, own.id));
    expect(rows).toMatchObject([{ purpose: 'content', url: stored?.url, width: 900, height: 600 }]);
  });

  it('answers 422 on the field for a location that is not a stock photo, storing nothing', async () => {
    const own = await createLicence(app);
    for (const stockLocation of ['/stock-library/food-99/download', 'https://evil.example/x.jpg', 'x'.repeat(3000)]) {
      await expect(
        storeImageInput(
          { deps: app.deps, licenceId: own.id, payer: null },
          { stockLocation },
          'stock_image',
          'content',
        ),
      ).rejects.toMatchObject({ problems: [{ field: 'stock_image', key: 'stock_photo_invalid' }] });
    }
    const rows = await app.deps.platformDb.select().from(mediaFiles).where(eq(mediaFiles.licenceId, own.id));
    expect(rows).toEqual([]);
    expect(readdirSync(join(app.dataDir, 'media')).includes(String(own.id))).toBe(false);
  });

  it('gives null when neither a file nor a location is sent', async () => {
    const input = { stockLocation: '  ' };
    expect(
      await storeImageInput({ deps: app.deps, licenceId: licence.id, payer: null }, input, 'image', 'logo'),
    ).toBeNull();
    expect(
      await storeImageInput({ deps: app.deps, licenceId: licence.id, payer: null }, {}, 'image', 'logo'),
    ).toBeNull();
  });
});

describe('choosing the stock provider', () => {
  it('uses the offline library without a key, and Unsplash when UNSPLASH_ACCESS_KEY is set', async () => {
    expect(app.deps.stockPhotos.kind).toBe('offline');
    const withKey = await createTestApp({ UNSPLASH_ACCESS_KEY: 'test-key' });
    try {
      expect(withKey.deps.stockPhotos.kind).toBe('unsplash');
    } finally {
      await withKey.close();
    }
  });
});

describe('content security policy for media', () => {
  it('lets pages show Unsplash pictures and embed only YouTube and Vimeo players (and the licence sites, decision 0031)', async () => {
    const response = await call(app, { method: 'GET', url: '/stock-library/food-1/thumb.webp' });
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain("img-src 'self' data: blob: https://images.unsplash.com");
    expect(directives).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com http://*.localhost:3000",
    );
  });
});
