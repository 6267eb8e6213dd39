import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { ELF_BYTES, pictureOf, pngWithHtml, SVG_WITH_SCRIPT, truncatedJpeg } from '../../../../test/images';
import { multipart, type TMultipartValue } from '../../../../test/multipart';
import { mediaFiles } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function upload(licence: TTestLicence, token: string | undefined, fields: Record<string, TMultipartValue>) {
  const body = await multipart(fields);
  return call(app, {
    method: 'POST',
    url: '/api/v1/media/upload-image',
    licence: licence.id,
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

const mediaRows = (licence: TTestLicence) =>
  app.deps.platformDb.select().from(mediaFiles).where(eq(mediaFiles.licenceId, licence.id));

async function signedIn(role: 'EDITOR' | 'CLIENT' | 'USER' | 'MODERATOR' = 'CLIENT') {
  const licence = await createLicence(app);
  const { user, token } = await createSignedInUser(app, licence, { role });
  return { licence, user, token };
}

describe('POST /media/upload-image', () => {
  it('stores an uploaded picture as 3:2 WebP variants, records it, and serves it with nosniff and a long cache', async () => {
    const { licence, user, token } = await signedIn('CLIENT');
    const response = await upload(licence, token, {
      image: { data: await pictureOf('jpeg', 1600, 1200), filename: 'ljeto.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    expect(Object.keys(stored.sizes)).toEqual(['900x600', '300x200', '600x400', '1500x1000']);
    expect(stored.url).toBe(stored.sizes['900x600']);
    expect(await mediaRows(licence)).toMatchObject([
      { purpose: 'content', url: stored.url, sizes: stored.sizes, width: 900, height: 600, uploadedBy: user.id },
    ]);

    const served = await call(app, { method: 'GET', url: stored.sizes['300x200'] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
  });

  it.each([
    ['logo', ['400x400', '100x100']],
    ['siteImage', ['900x600', '1800x1200']],
  ] as const)('stores a %s in its own shape', async (kind, sizes) => {
    const { licence, token } = await signedIn('EDITOR');
    const response = await upload(licence, token, {
      kind,
      image: { data: await pictureOf('png', 500, 500), filename: 'a.png', type: 'image/png' },
    });
    expect(Object.keys(response.json().sizes)).toEqual(sizes);
    for (const size of sizes) {
      const meta = await sharp(join(app.dataDir, response.json().sizes[size])).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(size);
    }
  });

  it('stores a stock photo chosen by its download location', async () => {
    const { licence, token } = await signedIn('USER');
    const response = await upload(licence, token, { stock_image: '/stock-library/travel-5/download' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().sizes)).toEqual(['900x600', '300x200', '600x400', '1500x1000']);
    expect(await mediaRows(licence)).toHaveLength(1);
  });

  describe('bad input gets a clear answer and changes nothing', () => {
    const bad: [string, () => Promise<TMultipartValue>][] = [
      ['a renamed executable', async () => ({ data: ELF_BYTES, filename: 'holiday.jpg', type: 'image/jpeg' })],
      ['a polyglot (PNG + HTML)', async () => ({ data: await pngWithHtml(), filename: 'a.png', type: 'image/png' })],
      ['an SVG with script', async () => ({ data: SVG_WITH_SCRIPT, filename: 'logo.svg', type: 'image/svg+xml' })],
      ['a truncated JPEG', async () => ({ data: await truncatedJpeg(), filename: 'cut.jpg', type: 'image/jpeg' })],
    ];

    it.each(bad)('refuses %s with 422 and stores nothing', async (_name, file) => {
      const { licence, token } = await signedIn('CLIENT');
      const response = await upload(licence, token, { image: await file() });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field: 'image', message: 'Format of your photo is not valid' }]);
      expect(await mediaRows(licence)).toEqual([]);
      expect(existsSync(join(app.dataDir, 'media', String(licence.id)))).toBe(false);
    });

    it('refuses a 50 MB file with 413 and stores nothing', async () => {
      const { licence, token } = await signedIn('CLIENT');
      const huge = Buffer.concat([await pictureOf('jpeg', 100, 100), Buffer.alloc(50 * 1024 * 1024)]);
      const response = await upload(licence, token, { image: { data: huge, filename: 'big.jpg', type: 'image/jpeg' } });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The file is too large (at most 10 MB).');
      expect(await mediaRows(licence)).toEqual([]);
      expect(existsSync(join(app.dataDir, 'media', String(licence.id)))).toBe(false);
    });

    it('answers in Serbian too', async () => {
      const { licence, token } = await signedIn('CLIENT');
      const body = await multipart({ image: { data: ELF_BYTES, filename: 'a.jpg', type: 'image/jpeg' } });
      const response = await call(app, {
        method: 'POST',
        url: '/api/v1/media/upload-image',
        licence: licence.id,
        token,
        language: 'srp',
        payload: body.payload,
        headers: body.headers,
      });
      expect(response.json()).toEqual([{ field: 'image', message: 'Format vaše fotografije nije ispravan' }]);
    });

    it('refuses an unknown stock location on its field, and a request with no picture', async () => {
      const { licence, token } = await signedIn('CLIENT');
      const unknown = await upload(licence, token, { stock_image: 'https://evil.example/photos/1/download' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual([{ field: 'stock_image', message: 'The chosen stock photo was not found.' }]);
      const nothing = await upload(licence, token, { kind: 'content' });
      expect(nothing.json()).toEqual([{ field: 'image', message: 'This field is required.' }]);
      const badKind = await upload(licence, token, { kind: 'poster', stock_image: '/stock-library/food-1/download' });
      expect(badKind.statusCode).toBe(422);
      expect(badKind.json()[0].field).toBe('kind');
      expect(await mediaRows(licence)).toEqual([]);
    });
  });

  it('keeps moderators (403) and visitors (401) out', async () => {
    const { licence, token } = await signedIn('MODERATOR');
    const fields = { stock_image: '/stock-library/food-1/download' };
    const refused = await upload(licence, token, fields);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Unauthorized access!');
    expect((await upload(licence, undefined, fields)).statusCode).toBe(401);
    expect(await mediaRows(licence)).toEqual([]);
  });

  it('records the picture in the licence of the request only', async () => {
    const { licence, token } = await signedIn('EDITOR');
    const other = await createLicence(app);
    await upload(licence, token, { stock_image: '/stock-library/home-2/download' });
    expect(await mediaRows(licence)).toHaveLength(1);
    expect(await mediaRows(other)).toEqual([]);
  });
});
