import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser, lastMailTo, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { multipart, type TMultipartFile, type TMultipartValue } from '../../../../test/multipart';
import { userLocations, users } from '../../../db/schema';

let app: TTestApp;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  // Noise makes a JPEG large enough that half of it is clearly cut short.
  const noise = Buffer.alloc(300 * 300 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  jpeg = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(() => app.close());

const URL_CLIENT = '/api/v1/users/register-licence-client';

function clientFields(email: string, overrides: Record<string, TMultipartValue | undefined> = {}) {
  const fields: Record<string, TMultipartValue | undefined> = {
    email,
    password: 'tajna123',
    company_name: 'Stolarija Kod Mike',
    phone: '0641234567',
    'locations[0][country]': 'Srbija',
    'locations[0][city]': 'Beograd',
    'locations[0][address]': 'Knez Mihailova 1',
    'locations[1][country]': 'Srbija',
    'locations[1][city]': 'Novi Sad',
    'locations[1][address]': 'Zmaj Jovina 2',
    logo: { data: png, filename: 'logo.png', type: 'image/png' },
    terms: '1',
    ...overrides,
  };
  return Object.entries(fields).filter((entry): entry is [string, TMultipartValue] => entry[1] !== undefined);
}

async function register(target: TTestApp, licence: TTestLicence, fields: [string, TMultipartValue][]) {
  return call(target, { method: 'POST', url: URL_CLIENT, licence: licence.id, ...(await multipart(fields)) });
}

const storedFiles = (target: TTestApp, licence: TTestLicence): string[] => {
  const dir = join(target.dataDir, 'media', String(licence.id));
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];
};

const usersOf = (target: TTestApp, licence: TTestLicence) =>
  target.deps.platformDb.select().from(users).where(eq(users.licenceId, licence.id));

describe('client registration (multipart, SPEC §5)', () => {
  it('registers an inactive CLIENT whose username is the e-mail, with its locations and a re-encoded logo', async () => {
    const licence = await createLicence(app);
    const email = 'Firma@Example.com';
    const response = await register(app, licence, clientFields(email));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('You are registered. Confirm your account with the link we sent to firma@example.com.');
    expect(body.user).toMatchObject({
      role: 'CLIENT',
      username: 'firma@example.com',
      email: 'firma@example.com',
      status: 'inactive',
      company_name: 'Stolarija Kod Mike',
      phone: '0641234567',
      licence_id: licence.id,
    });

    const locations = await app.deps.platformDb
      .select()
      .from(userLocations)
      .where(eq(userLocations.userId, body.user.id))
      .orderBy(userLocations.id);
    expect(locations.map((l) => [l.licenceId, l.country, l.city, l.address, l.primaryLocation])).toEqual([
      [licence.id, 'Srbija', 'Beograd', 'Knez Mihailova 1', 0],
      [licence.id, 'Srbija', 'Novi Sad', 'Zmaj Jovina 2', 1],
    ]);

    const avatar: string = body.user.avatar;
    expect(avatar).toMatch(new RegExp(`^/media/${licence.id}/logo/[\\w-]+-400x400\\.webp$`));
    const served = await app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    // A logo's upload is kept beside its crops as the source of app icons (issue 16, decision 0042), an avatar's too.
    expect(storedFiles(app, licence).sort()).toEqual(
      [
        avatar.split('/').pop()!.replace('-400x400', '-100x100'),
        avatar.split('/').pop()!,
        avatar.split('/').pop()!.replace('-400x400.webp', '-app-icon.png'),
      ].sort(),
    );

    const mail = await lastMailTo(app, 'firma@example.com');
    expect(mail?.subject).toBe(`Confirm your account at ${licence.titleOfApp}`);
    expect(mail?.textBody).toContain('/validate-account?');
  });

  it('ignores a username that differs from the e-mail', async () => {
    const licence = await createLicence(app);
    const response = await register(app, licence, clientFields('klijent@example.com', { username: 'someone-else' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('klijent@example.com');
  });

  it('answers 409 for an e-mail that already has an account, and stores no logo', async () => {
    const licence = await createLicence(app);
    const existing = await createUser(app, licence);
    const response = await register(app, licence, clientFields(existing.email));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Account already exists!');
    expect(storedFiles(app, licence)).toEqual([]);
  });
});

describe('client registration refuses bad input and changes nothing', () => {
  const refuses = async (
    fields: [string, TMultipartValue][],
    status: number,
    expected: unknown,
    target: TTestApp = app,
  ) => {
    const licence = await createLicence(target);
    const response = await register(target, licence, fields);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expected);
    expect(await usersOf(target, licence)).toEqual([]);
    expect(storedFiles(target, licence)).toEqual([]);
  };
  const badLogo = (file: TMultipartFile) =>
    refuses(clientFields('bad@example.com', { logo: file }), 422, [
      { field: 'logo', message: 'Format of your photo is not valid' },
    ]);

  it('refuses a text file named logo.png', async () => {
    await badLogo({ data: 'just some words, not a picture', filename: 'logo.png', type: 'image/png' });
  });

  it('refuses a JPEG cut in half', async () => {
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
    await badLogo({ data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'logo.jpg', type: 'image/jpeg' });
  });

  it('refuses an SVG, which could carry a script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>';
    await badLogo({ data: svg, filename: 'logo.svg', type: 'image/svg+xml' });
  });

  it('refuses a polyglot: PNG magic bytes followed by HTML', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'.repeat(20)),
    ]);
    await badLogo({ data: polyglot, filename: 'logo.png', type: 'image/png' });
  });

  it('refuses a PNG with a valid header whose pixels are cut off', async () => {
    await badLogo({ data: png.subarray(0, Math.floor(png.length * 0.6)), filename: 'logo.png', type: 'image/png' });
  });

  it('answers 413 for a logo over UPLOAD_MAX_MB', async () => {
    const small = await createTestApp({ UPLOAD_MAX_MB: '1' });
    try {
      const big = { data: Buffer.alloc(2 * 1024 * 1024, 7), filename: 'logo.png', type: 'image/png' };
      await refuses(
        clientFields('big@example.com', { logo: big }),
        413,
        { name: 'Payload Too Large', message: 'The file is too large (at most 1 MB).', status: 413 },
        small,
      );
    } finally {
      await small.close();
    }
  });

  it('names a missing logo', async () => {
    await refuses(clientFields('nologo@example.com', { logo: undefined }), 422, [
      { field: 'logo', message: 'This field is required.' },
    ]);
  });

  it('names missing locations', async () => {
    const fields = clientFields('noplace@example.com').filter(([name]) => !name.startsWith('locations'));
    await refuses(fields, 422, [{ field: 'locations', message: 'This field is required.' }]);
  });

  it('names a location with an empty city', async () => {
    await refuses(clientFields('nocity@example.com', { 'locations[1][city]': '' }), 422, [
      { field: 'locations.1.city', message: 'Enter at least 2 characters.' },
    ]);
  });

  it('refuses a phone with letters', async () => {
    await refuses(clientFields('phone@example.com', { phone: 'abc12' }), 422, [
      { field: 'phone', message: 'The phone may contain digits only, at least 6.' },
    ]);
  });

  it('refuses a registration without accepted terms', async () => {
    await refuses(clientFields('terms@example.com', { terms: undefined }), 422, [
      { field: 'terms', message: 'You must accept the terms of use.' },
    ]);
  });
});
