/**
 * A licence's apps from the console: a native build of a paid licence is recorded, its job runs once and its state,
 * progress and log are visible; a single-app update likewise; the Google Play link is kept canonical. Only the
 * licence's owner (or the platform admin) reaches them: another account gets a 404, a licence's user a 403.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../test/harness';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../test/support/sales-console';
import { jobRecords } from '../../db/schema';
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

const post = (account: TPlatformAccount | null, url: string, payload: object) =>
  platformCall(app, account, { method: 'POST', url, payload });
const listBuilds = async (account: TPlatformAccount, licenceId: number) => {
  const response = await platformCall(app, account, { method: 'GET', url: buildsOf(licenceId) });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; kind: string; status: string; progress: number; log: string }[];
};
const drainBuilds = () => app.deps.jobs.drain([BUILD_NATIVE_APP_JOB, UPDATE_SINGLE_APP_JOB]);

describe('building the native app', () => {
  it('records the build, runs its job once and shows its status, progress and log', async () => {
    const licence = await createOwnedLicence(app, seller, {
      titleOfAppUnique: `moj-sajt-${Date.now().toString(36)}`,
      siteName: 'Pekara Kod Mike',
      licenceType: 'e-commerce',
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
    expect(build).toMatchObject({ id: requested.json().id, status: 'waiting_for_builder', progress: 50 });
    const appId = `rs.izlog.${licence.titleOfAppUnique.replace(/-/g, '_')}`;
    expect(build?.log).toContain(`Application id: ${appId}`);
    expect(build?.log).toContain('App name: Pekara Kod Mike');
    expect(build?.log).toContain(`Site address: http://${licence.titleOfAppUnique}.localhost:3000`);
    expect(build?.log).toContain('app-build issue (16)');
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
    const licence = await createOwnedLicence(app, seller);
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
    expect((await listBuilds(seller, licence.id)).map((build) => build.status)).toEqual(['waiting_for_builder']);
  });

  it('a partner builds the apps of the licences they own', async () => {
    const licence = await createOwnedLicence(app, partner);
    expect((await post(partner, BUILD, { licence_id: licence.id })).statusCode).toBe(200);
    await drainBuilds();
    expect((await listBuilds(partner, licence.id))[0]?.status).toBe('waiting_for_builder');
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
    expect(update).toMatchObject({ kind: 'single_app_update', status: 'waiting_for_builder', progress: 50 });
    expect(update?.log).toContain("the site's entry in the Izlog app");
    expect(update?.log).not.toContain('Application id');
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
