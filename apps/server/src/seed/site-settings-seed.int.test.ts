/**
 * The demo sites' settings and people as a visitor and a user meet them (issue 12 item 7): the header's logo and
 * hero, the greetings and texts, profiles with pictures, a blocked and an unconfirmed account; a second run of the
 * seed changes nothing, and fills what an older demo database lacks.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../test/harness';
import { licences, mediaFiles, users } from '../db/schema';
import { sanitizeRichText } from '../platform/text/sanitize';
import { DEMO_LICENCES, type TDemoLicence } from './demo-data';
import { seed } from './seed';
import { seedSitePictures } from './site-pictures-seed';

/**
 * The demo sites under subdomains of this file's own: on a shared PostgreSQL database the catalogue seed's test
 * seeds the real ones at the same time.
 */
const RUN = Math.random().toString(36).slice(2, 8);
const SITES = DEMO_LICENCES.map((demo) => ({ ...demo, subdomain: `${demo.subdomain}-${RUN}` }));
const [DEMO, ACME] = SITES as [TDemoLicence, TDemoLicence];

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seed(app.deps.platformDb, SITES);
  await seedSitePictures(app, SITES);
}, 120_000);
afterAll(() => app.close());
const TEXTS = 'terms_and_conditions,privacy_policy,terms_of_payment';

const details = async (licence: string) => {
  const response = await call(app, {
    method: 'GET',
    url: `/api/v1/licences/get-licence-details?expand=${TEXTS}`,
    licence,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const login = (licence: string, email: string, password: string) =>
  call(app, { method: 'POST', url: '/api/v1/users/login-licence-user', licence, payload: { email, password } });

const licenceRow = async (subdomain: string) =>
  (await app.deps.platformDb.select().from(licences).where(eq(licences.titleOfAppUnique, subdomain)))[0]!;

describe('the seeded site settings', () => {
  it('give each site its header, hero, greetings, contacts and texts, in its own language', async () => {
    for (const demo of [DEMO, ACME]) {
      const site = await details(demo.subdomain);
      expect(site).toMatchObject({
        site_name: demo.settings.siteName,
        overlay_text: demo.settings.overlayText,
        button_text: demo.settings.buttonText,
        link_text: demo.settings.linkText,
        sign_in_msg: demo.settings.signInMsg,
        register_msg: demo.settings.registerMsg,
        client_register_msg: demo.settings.clientRegisterMsg,
        phone: demo.settings.phone,
        address: demo.settings.address,
        facebook_url: demo.settings.facebookUrl,
        language: demo.languageId === 1 ? 'srp' : 'en',
        terms_and_conditions: sanitizeRichText(demo.settings.termsAndConditions),
        privacy_policy: sanitizeRichText(demo.settings.privacyPolicy),
        terms_of_payment: sanitizeRichText(demo.settings.termsOfPayment),
      });
      expect(site.terms_and_conditions).toContain('<h2>');
    }
    expect((await details(DEMO.subdomain)).overlay_text).toMatch(/Nameštaj/);
    expect((await details(ACME.subdomain)).overlay_text).toMatch(/^Tools/);
  });

  it('serve the logo and hero image as stored uploads: variants on disk, recorded as media', async () => {
    for (const demo of [DEMO, ACME]) {
      const site = await details(demo.subdomain);
      expect(site.icon).toMatch(/^\/media\/\d+\/logo\/.+-400x400\.webp$/);
      expect(site.site_image).toMatch(/^\/media\/\d+\/siteImage\/.+-900x600\.webp$/);
      for (const url of [site.icon, site.site_image]) {
        const file = await app.inject({ method: 'GET', url });
        expect(file.statusCode, url).toBe(200);
        expect(file.headers['content-type'], url).toBe('image/webp');
      }
      const recorded = await app.deps.platformDb
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.licenceId, site.id), eq(mediaFiles.url, site.icon)));
      expect(recorded).toHaveLength(1);
      expect(recorded[0]!.purpose).toBe('logo');
    }
  });
});

describe('the seeded people', () => {
  it('have public profiles with a picture and a bio; companies show their shops, the first one primary', async () => {
    const vesna = await call(app, {
      method: 'GET',
      url: `/api/v1/profiles?filter[username]=${encodeURIComponent('Vesna Marković')}`,
      licence: DEMO.subdomain,
    });
    expect(vesna.json()[0]).toMatchObject({ name: 'Vesna', surname: 'Marković', is_client: false });
    expect(vesna.json()[0].avatar).toMatch(/^\/media\/\d+\/logo\//);
    expect(vesna.json()[0].bio).toMatch(/radionicama/);

    const razboj = await call(app, {
      method: 'GET',
      url: `/api/v1/profiles?filter[username]=${encodeURIComponent('Razboj tkanje')}&expand=locations`,
      licence: DEMO.subdomain,
    });
    // Found by the name the site shows; a login e-mail finds no one (decision 0045).
    const byLogin = await call(app, {
      method: 'GET',
      url: `/api/v1/profiles?filter[username]=${encodeURIComponent('razboj@demo.example.com')}`,
      licence: DEMO.subdomain,
    });
    expect(byLogin.json()).toEqual([]);
    const company = razboj.json()[0];
    expect(company).toMatchObject({ company_name: 'Razboj tkanje', is_client: true });
    expect(company.avatar).toMatch(/^\/media\//);
    expect(
      company.locations.map((l: { city: string; primary_location: number }) => [l.city, l.primary_location]),
    ).toEqual([
      ['Pirot', 0],
      ['Beograd', 1],
    ]);
  });

  it('can log in with the site’s password, except the blocked and the unconfirmed account', async () => {
    expect((await login(DEMO.subdomain, 'nikola.stankovic@demo.example.com', DEMO.password)).statusCode).toBe(200);
    expect((await login(ACME.subdomain, 'moderator@acme.example.com', ACME.password)).statusCode).toBe(200);
    for (const [licence, email, password] of [
      [DEMO.subdomain, 'nenad.kostic@demo.example.com', DEMO.password],
      [ACME.subdomain, 'frank.doyle@acme.example.com', ACME.password],
    ] as const) {
      const blocked = await login(licence, email, password);
      expect(blocked.statusCode, email).toBe(403);
      expect(blocked.json().message, email).toBe('This account is blocked.');
    }
    const unconfirmed = await login(DEMO.subdomain, 'petar.zivkovic@demo.example.com', DEMO.password);
    expect(unconfirmed.statusCode).toBe(403);
    // Another site's account is not this site's.
    expect((await login(ACME.subdomain, 'nikola.stankovic@demo.example.com', DEMO.password)).statusCode).not.toBe(200);
  });
});

describe('running the seed again', () => {
  it('changes nothing that exists, and adds no account or picture', async () => {
    const db = app.deps.platformDb;
    const ids = [(await licenceRow(DEMO.subdomain)).id, (await licenceRow(ACME.subdomain)).id];
    const state = async () => ({
      licences: await db.select().from(licences).where(inArray(licences.id, ids)).orderBy(licences.id),
      users: await db.select().from(users).where(inArray(users.licenceId, ids)).orderBy(users.id),
      media: await db.select().from(mediaFiles).where(inArray(mediaFiles.licenceId, ids)).orderBy(mediaFiles.id),
    });
    const before = await state();
    await seed(db, SITES);
    await seedSitePictures(app, SITES);
    expect(await state()).toEqual(before);
  });

  it('fills what an older demo database lacks, and keeps what an admin changed', async () => {
    const db = app.deps.platformDb;
    const demo = await licenceRow(DEMO.subdomain);
    await db
      .update(licences)
      .set({ siteName: 'Moj Izlog', overlayText: null, privacyPolicy: null, icon: null })
      .where(eq(licences.id, demo.id));
    await db
      .update(users)
      .set({ bio: null, avatar: null, city: 'Subotica' })
      .where(and(eq(users.licenceId, demo.id), eq(users.username, 'ana')));

    await seed(db, SITES);
    await seedSitePictures(app, SITES);

    const site = await details(DEMO.subdomain);
    expect(site.site_name).toBe('Moj Izlog');
    expect(site.overlay_text).toBe(DEMO.settings.overlayText);
    expect(site.privacy_policy).toBe(sanitizeRichText(DEMO.settings.privacyPolicy));
    expect(site.icon).toMatch(/^\/media\/\d+\/logo\//);
    expect(site.icon).not.toBe(demo.icon);
    const [ana] = await db
      .select()
      .from(users)
      .where(and(eq(users.licenceId, demo.id), eq(users.username, 'ana')));
    expect(ana).toMatchObject({ city: 'Subotica', bio: DEMO.accounts.find((a) => a.username === 'ana')!.bio });
    expect(ana!.avatar).toMatch(/^\/media\//);
  });
});
