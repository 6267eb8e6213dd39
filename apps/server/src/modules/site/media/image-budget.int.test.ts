/**
 * The budget of decoded pixels per account and minute (issue 24 item 8, decision 0049): a small budget and small
 * pictures, a clock the test moves instead of waiting.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import { multipart } from '../../../../test/multipart';
import { mediaFiles } from '../../../db/schema';

let app: TTestApp;
let now = Date.parse('2026-12-02T10:00:00Z');
/** 1000×1000 pictures are 1 MP each: two fit, the third does not. */
const BUDGET = 2_500_000;
let picture: Buffer;

beforeAll(async () => {
  app = await createTestApp({ IMAGE_PIXELS_PER_MINUTE: String(BUDGET) }, { clock: () => now });
  picture = await pictureOf('png', 1000, 1000);
});
afterAll(() => app.close());

async function upload(licence: TTestLicence, token: string, language: 'en' | 'srp' = 'en') {
  const body = await multipart({ image: { data: picture, filename: 'a.png', type: 'image/png' } });
  return call(app, {
    method: 'POST',
    url: '/api/v1/media/upload-image',
    licence: licence.id,
    token,
    language,
    payload: body.payload,
    headers: body.headers,
  });
}

const mediaRowsOf = (licence: TTestLicence) =>
  app.deps.platformDb.select().from(mediaFiles).where(eq(mediaFiles.licenceId, licence.id));

const storedFilesOf = (licence: TTestLicence) => {
  const dir = join(app.dataDir, 'media', String(licence.id), 'content');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('pictures an account may have processed per minute', () => {
  it('refuses the picture past the budget with 429, Retry-After and its language, storing nothing', async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'USER' });
    const other = await createSignedInUser(app, licence, { role: 'USER' });

    expect((await upload(licence, token)).statusCode).toBe(200);
    now += 10_000;
    expect((await upload(licence, token)).statusCode).toBe(200);
    expect(await mediaRowsOf(licence)).toHaveLength(2);
    expect(storedFilesOf(licence)).toHaveLength(8);

    now += 5_000;
    const refused = await upload(licence, token, 'srp');
    expect(refused.statusCode).toBe(429);
    // The first picture leaves the window 45 s from now; then the third fits.
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json().message).toBe('Poslali ste previše slika za kratko vreme. Pokušajte ponovo za 45 s.');
    const inEnglish = await upload(licence, token, 'en');
    expect(inEnglish.statusCode).toBe(429);
    expect(inEnglish.json().message).toBe('You have sent too many images in a short time. Try again in 45 s.');
    expect(await mediaRowsOf(licence)).toHaveLength(2);
    expect(storedFilesOf(licence)).toHaveLength(8);

    // Another account of the same site has its own budget.
    expect((await upload(licence, other.token)).statusCode).toBe(200);

    now += 45_000;
    expect((await upload(licence, token)).statusCode).toBe(200);
    expect(await mediaRowsOf(licence)).toHaveLength(4);
  });

  it('counts a refused picture against nothing: after the window the account has its whole budget again', async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'USER' });
    expect((await upload(licence, token)).statusCode).toBe(200);
    expect((await upload(licence, token)).statusCode).toBe(200);
    for (let refused = 0; refused < 3; refused += 1) expect((await upload(licence, token)).statusCode).toBe(429);
    now += 60_000;
    expect((await upload(licence, token)).statusCode).toBe(200);
    expect((await upload(licence, token)).statusCode).toBe(200);
    expect((await upload(licence, token)).statusCode).toBe(429);
  });

  it('counts a signed-out upload (a client logo at registration) against its address', async () => {
    const licence = await createLicence(app);
    const register = async (email: string, remoteAddress: string) => {
      const body = await multipart({
        email,
        password: 'tajna123',
        company_name: 'Stolarija Kod Mike',
        phone: '0641234567',
        'locations[0][country]': 'Srbija',
        'locations[0][city]': 'Beograd',
        'locations[0][address]': 'Knez Mihailova 1',
        logo: { data: picture, filename: 'logo.png', type: 'image/png' },
        terms: '1',
      });
      return app.inject({
        method: 'POST',
        url: '/api/v1/users/register-licence-client',
        remoteAddress,
        payload: body.payload,
        headers: { ...body.headers, 'x-licence': String(licence.id), 'accept-language': 'en' },
      });
    };
    expect((await register('a@example.com', '203.0.113.7')).statusCode).toBe(200);
    expect((await register('b@example.com', '203.0.113.7')).statusCode).toBe(200);
    const refused = await register('c@example.com', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent too many images in a short time/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await register('c@example.com', '198.51.100.9')).statusCode).toBe(200);
    expect(await mediaRowsOf(licence)).toHaveLength(3);
  });
});
