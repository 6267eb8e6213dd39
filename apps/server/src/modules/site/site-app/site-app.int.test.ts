import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ICON_SIZES, MASKABLE_ICON_SIZES, ZWebAppManifest } from '@izlog/contract/site-app';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { licences } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (licence: number | undefined, url: string, headers: Record<string, string> = {}) =>
  call(app, { method: 'GET', url, licence, headers });

/** A logo as the site settings store it: variants and the app icon source beside them. */
async function withLogo(licence: TTestLicence, width: number, height: number): Promise<TTestLicence> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const stored = await app.deps.images.storeVariants(licence.id, png, 'icon', 'logo', null);
  const [updated] = await app.deps.platformDb
    .update(licences)
    .set({ icon: stored.url })
    .where(eq(licences.id, licence.id))
    .returning();
  app.deps.licences.forget();
  return updated!;
}

async function manifestOf(licence: TTestLicence) {
  const response = await get(licence.id, '/manifest.webmanifest');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  return ZWebAppManifest.parse(response.json());
}

/** The PNG an icon address answers, read back with sharp, and the colour of its centre. */
async function iconAt(licence: TTestLicence, src: string) {
  const response = await get(licence.id, src);
  expect(response.statusCode, src).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const { data, info } = await sharp(response.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  const corner = [data[0], data[1], data[2]];
  return {
    meta: await sharp(response.rawPayload).metadata(),
    centre: [data[at], data[at + 1], data[at + 2]],
    corner,
  };
}

describe('each site is an installable app with its own manifest', () => {
  it("names the site, speaks its language and wears its colour; two sites' manifests differ", async () => {
    const bakery = await createLicence(app, {
      siteName: 'Pekara Kod Mike i Sinova',
      description: 'Hleb i kifle',
      brandColor: '#aa3300',
      languageId: 1,
    });
    const newsroom = await createLicence(app, { siteName: 'Daily', brandColor: null, languageId: 2 });

    const first = await manifestOf(bakery);
    expect(first).toMatchObject({
      id: '/',
      name: 'Pekara Kod Mike i Sinova',
      short_name: 'Pekara Kod',
      description: 'Hleb i kifle',
      lang: 'sr-Latn',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#aa3300',
      background_color: '#aa3300',
    });
    const second = await manifestOf(newsroom);
    expect(second).toMatchObject({ name: 'Daily', short_name: 'Daily', description: 'Daily', lang: 'en' });
    // No colour chosen: Izlog's green.
    expect(second.theme_color).toBe('#0b7a57');

    const sizesOf = (purpose: string) =>
      first.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizesOf('any')).toEqual(APP_ICON_SIZES.map((size) => `${size}x${size}`));
    expect(sizesOf('maskable')).toEqual(MASKABLE_ICON_SIZES.map((size) => `${size}x${size}`));
    expect(first.icons[0]?.src).not.toBe(second.icons[0]?.src);
  });

  it('is cached briefly and revalidated by its ETag; a change of colour changes it', async () => {
    const licence = await createLicence(app, { siteName: 'Cvećara', brandColor: '#224488' });
    const first = await get(licence.id, '/manifest.webmanifest');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect((await get(licence.id, '/manifest.webmanifest', { 'if-none-match': etag })).statusCode).toBe(304);

    await app.deps.platformDb.update(licences).set({ brandColor: '#884422' }).where(eq(licences.id, licence.id));
    app.deps.licences.forget();
    const changed = await get(licence.id, '/manifest.webmanifest', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().theme_color).toBe('#884422');
  });

  it('answers 404 on an unknown host and on the platform host', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'nobody.localhost' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/app-icons/192.png', headers: { host: 'nobody.localhost' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('app icons', () => {
  it("are real PNGs of every size the manifest lists, drawn from a good logo on the site's colour", async () => {
    const licence = await withLogo(await createLicence(app, { siteName: 'Logo', brandColor: '#123456' }), 800, 800);
    const manifest = await manifestOf(licence);
    for (const icon of manifest.icons) {
      const { meta, centre, corner } = await iconAt(licence, icon.src);
      expect(`${meta.format} ${meta.width}x${meta.height}`, icon.src).toBe(`png ${icon.sizes}`);
      expect(centre, icon.src).toEqual([255, 0, 0]);
      expect(corner, icon.src).toEqual([0x12, 0x34, 0x56]);
    }
    const apple = await iconAt(licence, '/apple-touch-icon.png');
    expect(`${apple.meta.width}x${apple.meta.height}`).toBe('180x180');
  });

  it('are a monogram when the logo is too small, with no error', async () => {
    const licence = await withLogo(
      await createLicence(app, { siteName: 'mala radnja', brandColor: '#123456' }),
      200,
      200,
    );
    const icon = await iconAt(licence, '/app-icons/512.png');
    expect(icon.meta.width).toBe(512);
    expect(icon.centre).not.toEqual([255, 0, 0]);
    expect(icon.corner).toEqual([0x12, 0x34, 0x56]);
  });

  it('are drawn once, then served from memory, until the logo changes', async () => {
    const licence = await createLicence(app, { siteName: 'Jednom' });
    const before = (await get(licence.id, '/app-icons/96.png')).rawPayload;
    const again = await get(licence.id, '/app-icons/96.png');
    expect(again.rawPayload.equals(before)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    const withNewLogo = await withLogo(licence, 600, 600);
    const after = await iconAt(withNewLogo, '/app-icons/96.png');
    expect(after.centre).toEqual([255, 0, 0]);
  });

  it('refuses a size it does not draw with 404', async () => {
    const licence = await createLicence(app);
    for (const url of [
      '/app-icons/100.png',
      '/app-icons/maskable-48.png',
      '/app-icons/..%2F..%2Fetc.png',
      '/app-icons/x',
    ])
      expect((await get(licence.id, url)).statusCode, url).toBe(404);
  });
});

describe('the page and the service worker', () => {
  it("links the site's manifest, colour and icons from its HTML", async () => {
    const licence = await createLicence(app, { siteName: 'Veza', brandColor: '#335577' });
    const html = (await get(licence.id, '/', { accept: 'text/html' })).body;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<meta name="theme-color" content="#335577" />');
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png\?v=[0-9a-f]+" \/>/);
  });

  it('serves the built service worker for the whole site, always revalidated', async () => {
    const licence = await createLicence(app);
    expect((await get(licence.id, '/sw.js')).statusCode).toBe(404);
    writeFileSync(join(app.dataDir, 'web', 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const script = await get(licence.id, '/sw.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.headers['service-worker-allowed']).toBe('/');
  });
});

describe("a signed-in user's answers are private", () => {
  it("marks API answers to a token private and no-store; a visitor's public read is not", async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'CLIENT' });
    const visitor = await get(licence.id, '/api/v1/contents');
    expect(visitor.statusCode).toBe(200);
    expect(String(visitor.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
    const signedIn = await call(app, { method: 'GET', url: '/api/v1/contents', licence: licence.id, token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const planners = await call(app, { method: 'GET', url: '/api/v1/planners', licence: licence.id, token });
    expect(planners.headers['cache-control']).toBe('private, no-store');
  });
});
