/**
 * A licence's apps from the console: a native build of a paid licence is recorded, its job runs once and its state,
 * progress and log are visible; a logo that cannot make the icons refuses it with the size needed; a single-app update
 * likewise runs; the Google Play link is kept canonical and the site shows it. Only the licence's owner (or the
 * platform admin) reaches them: another account gets a 404, a licence's user a 403. (The archive itself:
 * android-project.int.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import { multipart } from '../../../../test/multipart';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { appBuilds, jobRecords, licences } from '../../../db/schema';
import { BUILD_NATIVE_APP_JOB, UPDATE_SINGLE_APP_JOB } from './app-build-job';

let app: TTestApp;
let seller: TPlatformAccount;
let otherSeller: TPlatformAccount;
let partner: TPlatformAccount;
let admin: TPlatformAccount;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, partner, admin] = await Promise.all([
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'PARTNER'),
    createPlatformAccount(app, 'PLATFORM_ADMIN'),
  ]);
});
afterAll(() => app?.close());

const BUILD = '/api/v1/licences/build-paid-native-app';
const SINGLE_APP = '/api/v1/update-single-apps/update-single-app';
const LINK = '/api/v1/android-links/admin-add-licence-android-app-link';
const buildsOf = (licenceId: number) => `/api/v1/licences/app-builds/${licenceId}`;
const downloadOf = (licenceId: number, buildId: number) =>
  `/api/v1/licences/app-builds/${licenceId}/download/${buildId}`;

const post = (account: TPlatformAccount | null, url: string, payload: object) =>
  platformCall(app, account, { method: 'POST', url, payload });
const listBuilds = async (account: TPlatformAccount, licenceId: number) => {
  const response = await platformCall(app, account, { method: 'GET', url: buildsOf(licenceId) });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; kind: string; status: string; progress: number; log: string }[];
};
const drainBuilds = () => app.deps.jobs.drain([BUILD_NATIVE_APP_JOB, UPDATE_SINGLE_APP_JOB]);
/** A logo as a licence bought in the wizard holds it: a PNG data URL. */
const logoOf = async (width: number, height = width) =>
  `data:image/png;base64,${(await pictureOf('png', width, height)).toString('base64')}`;
let goodLogo: string;
beforeAll(async () => {
  goodLogo = await logoOf(600);
});

describe('building the native app', () => {
  it('records the build, runs its job once and shows its status, progress and log', async () => {
    const licence = await createOwnedLicence(app, seller, {
      titleOfAppUnique: `moj-sajt-${Date.now().toString(36)}`,
      siteName: 'Pekara Kod Mike',
      licenceType: 'e-commerce',
      icon: goodLogo,
    });

    // Pressed twice at once: one build, one job.
    const [requested, again] = await Promise.all([
      post(seller, BUILD, { licence_id: licence.id }),
      post(seller, BUILD, { licence_id: licence.id }),
    ]);
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      licence_id: licence.id,
      kind: 'native_android',
      status: 'queued',
      progress: 0,
      requested_by: seller.id,
    });
    expect(again.json().id).toBe(requested.json().id);

    await drainBuilds();

    const [build, ...others] = await listBuilds(seller, licence.id);
    expect(others).toEqual([]);
    expect(build).toMatchObject({ id: requested.json().id, status: 'succeeded', progress: 100 });
    const appId = `rs.izlog.${licence.titleOfAppUnique.replace(/-/g, '_')}`;
    expect(build?.log).toContain(`Application id: ${appId}`);
    expect(build?.log).toContain('App name: Pekara Kod Mike');
    expect(build?.log).toContain(`Site address: http://${licence.titleOfAppUnique}.localhost:3000`);
    expect(build?.log).toContain('Drew 27 pictures from the logo');
    expect(build?.log).toContain(`application id ${appId}, version 1.0.1 (code 1)`);
    expect(build?.log).toContain(`Packed izlog-${licence.titleOfAppUnique}-android-1.0.1.zip`);
    expect(build?.log).toContain('the Android project is ready to download');
    expect(build?.log.match(/started \(attempt/g)).toHaveLength(1);

    // The console shows the job beside the licence, done.
    const shown = await platformCall(app, seller, {
      method: 'GET',
      url: `/api/v1/licences/get-sales-licence/${licence.id}`,
    });
    expect(shown.json().jobs).toEqual([expect.objectContaining({ name: BUILD_NATIVE_APP_JOB, state: 'succeeded' })]);
    const records = await app.deps.platformDb.select().from(jobRecords).where(eq(jobRecords.licenceId, licence.id));
    expect(records).toHaveLength(1);
  });

  it('refuses a free licence with a clear message, and builds nothing', async () => {
    const licence = await createOwnedLicence(app, seller, { licenceType: 'free' });
    const refused = await platformCall(app, seller, {
      method: 'POST',
      url: BUILD,
      payload: { licence_id: licence.id },
      language: 'srp',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { field: 'licence_id', message: expect.stringContaining('samo za plaćene licence') },
    ]);
    expect(await listBuilds(seller, licence.id)).toEqual([]);
  });

  it('refuses a licence that is not active', async () => {
    const licence = await createOwnedLicence(app, seller, { status: 'suspended' });
    const refused = await post(seller, BUILD, { licence_id: licence.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An app is built only for an active licence.');
  });

  it("is the owner's and the platform admin's: another account gets a 404, a licence's user a 403", async () => {
    const licence = await createOwnedLicence(app, seller, { icon: goodLogo });
    for (const stranger of [otherSeller, partner]) {
      expect((await post(stranger, BUILD, { licence_id: licence.id })).statusCode).toBe(404);
      expect((await post(stranger, SINGLE_APP, { licence_id: licence.id })).statusCode).toBe(404);
      expect((await platformCall(app, stranger, { method: 'GET', url: buildsOf(licence.id) })).statusCode).toBe(404);
    }
    expect((await post(null, BUILD, { licence_id: licence.id })).statusCode).toBe(401);
    const { token } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    const asSiteOwner = await call(app, {
      method: 'POST',
      url: BUILD,
      licence: licence.id,
      token,
      payload: { licence_id: licence.id },
    });
    expect(asSiteOwner.statusCode).toBe(403);
    expect(await listBuilds(seller, licence.id)).toEqual([]);

    const byAdmin = await post(admin, BUILD, { licence_id: licence.id });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ requested_by: admin.id });
    await drainBuilds();
    expect((await listBuilds(seller, licence.id)).map((build) => build.status)).toEqual(['succeeded']);
  });

  it('a partner builds the apps of the licences they own', async () => {
    const licence = await createOwnedLicence(app, partner, { icon: goodLogo });
    expect((await post(partner, BUILD, { licence_id: licence.id })).statusCode).toBe(200);
    await drainBuilds();
    expect((await listBuilds(partner, licence.id))[0]?.status).toBe('succeeded');
  });
});

describe('updating the single app', () => {
  it("records the site's entry in the Izlog app for any active licence, free too", async () => {
    const licence = await createOwnedLicence(app, seller, { licenceType: 'free' });
    const requested = await post(seller, SINGLE_APP, { licence_id: licence.id });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ kind: 'single_app_update', status: 'queued' });

    await drainBuilds();
    const [update] = await listBuilds(seller, licence.id);
    expect(update).toMatchObject({ kind: 'single_app_update', status: 'succeeded', progress: 100 });
    expect(update?.log).toContain("the site's entry in the Izlog app");
    expect(update?.log).not.toContain('Application id');

    // Its artifact is the entry the Izlog app lists: the site's name, address, colours and icons.
    const entry = await platformCall(app, seller, { method: 'GET', url: downloadOf(licence.id, update!.id) });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(entry.headers['content-disposition']).toContain(`izlog-app-entry-${licence.titleOfAppUnique}.json`);
    expect(entry.json()).toMatchObject({
      format: 'izlog-app-entry/1',
      id: licence.titleOfAppUnique,
      name: licence.titleOfApp,
      url: `http://${licence.titleOfAppUnique}.localhost:3000/`,
      theme_color: '#0b7a57',
      icons: expect.arrayContaining([
        expect.objectContaining({
          src: `http://${licence.titleOfAppUnique}.localhost:3000/app-icons/512.png`,
          sizes: '512x512',
        }),
      ]),
    });
  });
});

describe("a logo that cannot make the app's icons", () => {
  it.each([
    ['no logo', null, "app icons are drawn from the site's logo: set a square logo of at least 512 × 512 pixels"],
    ['a logo of 300 px', 300, 'need a square logo of at least 512 × 512 pixels'],
    ['an oblong logo', [900, 500] as const, 'need a square logo (as wide as it is high), at least 512 × 512 pixels'],
  ])('refuses %s with a 422 naming the size, and queues nothing', async (_, size, message) => {
    const icon = size === null ? null : typeof size === 'number' ? await logoOf(size) : await logoOf(...size);
    const licence = await createOwnedLicence(app, seller, { icon });
    const refused = await post(seller, BUILD, { licence_id: licence.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ field: 'icon', message: expect.stringContaining(message) }]);
    expect(await listBuilds(seller, licence.id)).toEqual([]);
    const records = await app.deps.platformDb.select().from(jobRecords).where(eq(jobRecords.licenceId, licence.id));
    expect(records).toEqual([]);
  });

  it('says it in Serbian to a Serbian console', async () => {
    const licence = await createOwnedLicence(app, seller, { icon: await logoOf(256) });
    const refused = await platformCall(app, seller, {
      method: 'POST',
      url: BUILD,
      payload: { licence_id: licence.id },
      language: 'srp',
    });
    expect(refused.json()).toEqual([{ field: 'icon', message: expect.stringContaining('najmanje 512 × 512 piksela') }]);
  });

  it("builds from a logo uploaded in the console, kept at its own size beside the site's crop", async () => {
    const licence = await createOwnedLicence(app, seller);
    const form = await multipart({
      icon: { data: await pictureOf('png', 800, 800), filename: 'logo.png', type: 'image/png' },
    });
    const uploaded = await platformCall(app, seller, {
      method: 'POST',
      url: `/api/v1/licences/sales-user-update-licence-logo/${licence.id}`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await post(seller, BUILD, { licence_id: licence.id })).statusCode).toBe(200);
    await drainBuilds();
    expect((await listBuilds(seller, licence.id))[0]).toMatchObject({ status: 'succeeded', progress: 100 });
  });

  it('fails the build, without retrying, when the logo goes after the build was asked for', async () => {
    const licence = await createOwnedLicence(app, seller, { icon: goodLogo });
    const requested = await post(seller, BUILD, { licence_id: licence.id });
    await app.deps.platformDb.update(licences).set({ icon: null }).where(eq(licences.id, licence.id));
    await drainBuilds();
    const [build] = await listBuilds(seller, licence.id);
    expect(build).toMatchObject({ id: requested.json().id, status: 'failed', artifact_path: null });
    expect(build?.log).toContain("Failed: The app icons are drawn from the site's logo");
    expect(build?.log.match(/started \(attempt/g)).toHaveLength(1);
    const download = await platformCall(app, seller, { method: 'GET', url: downloadOf(licence.id, build!.id) });
    expect(download.statusCode).toBe(404);
  });
});

describe('one build at a time', () => {
  it('answers the running build to a second request, and starts a new one only after it ends', async () => {
    const licence = await createOwnedLicence(app, seller, { icon: goodLogo });
    const first = (await post(seller, BUILD, { licence_id: licence.id })).json();
    // Under way (the job took it): asked again, the same build and its state, not a second.
    await app.deps.platformDb
      .update(appBuilds)
      .set({ status: 'building', progress: 30 })
      .where(eq(appBuilds.id, first.id));
    const again = await post(seller, BUILD, { licence_id: licence.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, status: 'building', progress: 30 });
    // An update of the single app is another kind of build: it does not wait for the Android one.
    expect((await post(seller, SINGLE_APP, { licence_id: licence.id })).json().id).not.toBe(first.id);
    await drainBuilds();
    expect((await listBuilds(seller, licence.id)).filter((build) => build.kind === 'native_android')).toHaveLength(1);

    const next = await post(seller, BUILD, { licence_id: licence.id });
    expect(next.json()).toMatchObject({ status: 'queued' });
    expect(next.json().id).not.toBe(first.id);
  });
});

describe('downloading a build', () => {
  let licence: Awaited<ReturnType<typeof createOwnedLicence>>;
  let buildId: number;
  beforeAll(async () => {
    licence = await createOwnedLicence(app, seller, { icon: goodLogo });
    buildId = (await post(seller, BUILD, { licence_id: licence.id })).json().id;
    await drainBuilds();
  });

  it('gives the owner and the platform admin the ZIP, as an attachment', async () => {
    for (const account of [seller, admin]) {
      const download = await platformCall(app, account, { method: 'GET', url: downloadOf(licence.id, buildId) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      expect(download.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="izlog-${licence.titleOfAppUnique}-android-1\\.0\\.1\\.zip"`),
      );
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    }
  });

  it('is a 404 for another account and for a build of another licence, a 403 for a licence user, a 401 for a visitor', async () => {
    for (const stranger of [otherSeller, partner]) {
      expect(
        (await platformCall(app, stranger, { method: 'GET', url: downloadOf(licence.id, buildId) })).statusCode,
      ).toBe(404);
    }
    const own = await createOwnedLicence(app, otherSeller);
    // The build's id under a licence the caller owns does not reach another licence's build.
    expect((await platformCall(app, otherSeller, { method: 'GET', url: downloadOf(own.id, buildId) })).statusCode).toBe(
      404,
    );
    const { token } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    const asSiteOwner = await call(app, {
      method: 'GET',
      url: downloadOf(licence.id, buildId),
      licence: licence.id,
      token,
    });
    expect(asSiteOwner.statusCode).toBe(403);
    expect((await platformCall(app, null, { method: 'GET', url: downloadOf(licence.id, buildId) })).statusCode).toBe(
      401,
    );
  });

  it('is a 404 while the build is not finished', async () => {
    const waiting = await createOwnedLicence(app, seller, { icon: goodLogo });
    const queued = (await post(seller, BUILD, { licence_id: waiting.id })).json();
    expect(
      (await platformCall(app, seller, { method: 'GET', url: downloadOf(waiting.id, queued.id) })).statusCode,
    ).toBe(404);
    await drainBuilds();
  });

  it('is never served from the public media address', async () => {
    const [row] = await app.deps.platformDb.select().from(appBuilds).where(eq(appBuilds.id, buildId));
    expect(row?.artifactPath).toBeTruthy();
    expect(await app.deps.storage.read(row!.artifactPath!)).toBeNull();
    const shown = await call(app, { method: 'GET', url: `/media/${row!.artifactPath}` });
    expect(shown.headers['content-type']).not.toBe('application/zip');
    expect(shown.rawPayload.subarray(0, 2).toString()).not.toBe('PK');
  });
});

describe('the Google Play link', () => {
  it('keeps the app page as its canonical address and answers the licence', async () => {
    const licence = await createOwnedLicence(app, seller);
    const saved = await post(seller, LINK, {
      licence_id: licence.id,
      android_app_link: ' https://play.google.com/store/apps/details?id=rs.izlog.pekara&hl=sr ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: licence.id,
      android_app_link: 'https://play.google.com/store/apps/details?id=rs.izlog.pekara',
    });

    const removed = await post(seller, LINK, { licence_id: licence.id, android_app_link: '' });
    expect(removed.json().android_app_link).toBeNull();
  });

  it('is shown by the site at once: saved, it is in the licence details; removed, it is gone', async () => {
    const licence = await createOwnedLicence(app, seller);
    const details = async () =>
      (await call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', licence: licence.id })).json();
    // Read once first, so the site holds the licence as it was before the link.
    expect((await details()).android_app_link).toBeNull();
    await post(seller, LINK, {
      licence_id: licence.id,
      android_app_link: 'https://play.google.com/store/apps/details?id=rs.izlog.pekara&hl=sr',
    });
    expect((await details()).android_app_link).toBe('https://play.google.com/store/apps/details?id=rs.izlog.pekara');
    await post(seller, LINK, { licence_id: licence.id, android_app_link: '' });
    expect((await details()).android_app_link).toBeNull();
  });

  it.each([
    'http://play.google.com/store/apps/details?id=rs.izlog.pekara',
    'https://play.google.com.evil.example/store/apps/details?id=rs.izlog.pekara',
    'https://play.google.com/store/apps/details',
    'https://play.google.com/store/apps/details?id=not a package',
    'rs.izlog.pekara',
  ])('refuses %s and keeps the link as it was', async (link) => {
    const licence = await createOwnedLicence(app, seller, {
      androidAppLink: 'https://play.google.com/store/apps/details?id=rs.izlog.staro',
    });
    const refused = await post(seller, LINK, { licence_id: licence.id, android_app_link: link });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ field: 'android_app_link', message: expect.stringContaining('Google Play') }]);
    const shown = await platformCall(app, seller, {
      method: 'GET',
      url: `/api/v1/licences/get-sales-licence/${licence.id}`,
    });
    expect(shown.json().android_app_link).toBe('https://play.google.com/store/apps/details?id=rs.izlog.staro');
  });

  it("is another account's 404", async () => {
    const licence = await createOwnedLicence(app, seller);
    const refused = await post(otherSeller, LINK, {
      licence_id: licence.id,
      android_app_link: 'https://play.google.com/store/apps/details?id=rs.izlog.tudje',
    });
    expect(refused.statusCode).toBe(404);
  });
});
