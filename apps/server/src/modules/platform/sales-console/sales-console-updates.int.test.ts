/**
 * The licence's forms in the console: logo (PNG by its bytes, or a stock photo), description, location, phone and
 * status — on one's own licence, the site showing the change at once; another's is a 404 and changes nothing; a
 * licence's user is refused; a sales user sets only the manual statuses, the platform admin any step.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import { multipart } from '../../../../test/multipart';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { licences } from '../../../db/schema';

let app: TTestApp;
let seller: TPlatformAccount;
let otherSeller: TPlatformAccount;
let admin: TPlatformAccount;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, admin] = await Promise.all([
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'PLATFORM_ADMIN'),
  ]);
  [png, jpeg] = await Promise.all([pictureOf('png', 300, 300), pictureOf('jpeg', 300, 300)]);
});
afterAll(() => app.close());

const updateUrl = (field: string, id: number) => `/api/v1/licences/sales-user-update-licence-${field}/${id}`;

const update = (account: TPlatformAccount | null, field: string, id: number, payload: object) =>
  platformCall(app, account, { method: 'POST', url: updateUrl(field, id), payload });

/** What a visitor of the site reads. */
const siteDetails = async (licence: TTestLicence) =>
  (await call(app, { method: 'GET', url: '/api/v1/licences/get-licence-details', licence: licence.id })).json();

async function licenceRow(licence: TTestLicence) {
  const [row] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licence.id));
  return row!;
}

describe('the licence’s texts', () => {
  it('changes the description, location and phone of one’s own licence; the site shows them at once', async () => {
    const licence = await createOwnedLicence(app, seller, { description: 'Staro', phone: '0111111111' });
    // A visitor's read first: the resolver now holds the licence as it was.
    expect((await siteDetails(licence)).description).toBe('Staro');

    const described = await update(seller, 'description', licence.id, { description: 'Hleb i peciva od 1950.' });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ id: licence.id, description: 'Hleb i peciva od 1950.' });
    const located = await update(seller, 'location', licence.id, {
      country: 'Srbija',
      city: 'Novi Sad',
      address: 'Zmaj Jovina 1',
    });
    expect(located.json()).toMatchObject({ country: 'Srbija', city: 'Novi Sad', address: 'Zmaj Jovina 1' });
    const phoned = await update(seller, 'phone', licence.id, { phone: '0217654321' });
    expect(phoned.json().phone).toBe('0217654321');

    expect(await siteDetails(licence)).toMatchObject({
      description: 'Hleb i peciva od 1950.',
      city: 'Novi Sad',
      phone: '0217654321',
    });
  });

  it('clears the description when it is sent empty', async () => {
    const licence = await createOwnedLicence(app, seller, { description: 'Nešto' });
    const response = await update(seller, 'description', licence.id, { description: '' });
    expect(response.json().description).toBeNull();
  });

  it('refuses a phone that is not digits and a location with its city sent empty, changing nothing', async () => {
    const licence = await createOwnedLicence(app, seller, { phone: '0111111111', city: 'Beograd', country: 'Srbija' });
    const phone = await update(seller, 'phone', licence.id, { phone: '011-abc' });
    expect(phone.statusCode).toBe(422);
    expect(phone.json()[0].field).toBe('phone');
    const location = await update(seller, 'location', licence.id, {
      country: 'Hrvatska',
      city: ' ',
      address: 'Knez Mihailova 5',
    });
    expect(location.statusCode).toBe(422);
    expect(location.json()).toEqual([{ field: 'city', message: 'This field is required.' }]);
    expect(await licenceRow(licence)).toMatchObject({ phone: '0111111111', city: 'Beograd', country: 'Srbija' });
  });

  it('keeps the parts of the location it is not sent (decision 0050)', async () => {
    const licence = await createOwnedLicence(app, seller, {
      country: 'Srbija',
      city: 'Beograd',
      address: 'Njegoševa 2',
    });
    const located = await update(seller, 'location', licence.id, { city: 'Niš' });
    expect(located.statusCode).toBe(200);
    expect(await licenceRow(licence)).toMatchObject({ country: 'Srbija', city: 'Niš', address: 'Njegoševa 2' });
  });

  it('treats another’s licence as missing and leaves it alone; the platform admin changes any', async () => {
    const licence = await createOwnedLicence(app, otherSeller, { phone: '0111111111' });
    const response = await update(seller, 'phone', licence.id, { phone: '0639999999' });
    expect(response.statusCode).toBe(404);
    expect((await licenceRow(licence)).phone).toBe('0111111111');
    expect((await update(admin, 'phone', licence.id, { phone: '0639999999' })).json().phone).toBe('0639999999');
  });

  it('refuses a visitor and a licence’s user', async () => {
    const licence = await createOwnedLicence(app, seller);
    expect((await update(null, 'phone', licence.id, { phone: '0639999999' })).statusCode).toBe(401);
    const { token } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    const asSiteOwner = await call(app, {
      method: 'POST',
      url: updateUrl('phone', licence.id),
      licence: licence.id,
      token,
      payload: { phone: '0639999999' },
    });
    expect(asSiteOwner.statusCode).toBe(403);
  });

  it('takes no change on a closed licence (409, in the asker’s language)', async () => {
    const licence = await createOwnedLicence(app, seller, { status: 'closed', phone: '0111111111' });
    const response = await platformCall(app, seller, {
      method: 'POST',
      url: updateUrl('phone', licence.id),
      payload: { phone: '0639999999' },
      language: 'srp',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ova licenca je zatvorena i više se ne može menjati.');
    expect((await licenceRow(licence)).phone).toBe('0111111111');
  });
});

describe('the licence’s logo', () => {
  const sendLogo = async (account: TPlatformAccount, licence: TTestLicence, data: Buffer, type: string) =>
    platformCall(app, account, {
      method: 'POST',
      url: updateUrl('logo', licence.id),
      ...(await multipart({ icon: { data, filename: 'logo.png', type } })),
    });

  it('stores a PNG as the site’s logo, which the site shows at once', async () => {
    const licence = await createOwnedLicence(app, seller);
    expect((await siteDetails(licence)).icon).toBeNull();
    const response = await sendLogo(seller, licence, png, 'image/png');
    expect(response.statusCode).toBe(200);
    const icon = response.json().icon;
    expect(icon).toMatch(new RegExp(`^/media/${licence.id}/`));
    expect((await siteDetails(licence)).icon).toBe(icon);
    expect(
      (await app.inject({ method: 'GET', url: icon, headers: { 'x-licence': String(licence.id) } })).statusCode,
    ).toBe(200);
  });

  it('refuses a JPEG named .png (the bytes decide) and keeps the logo', async () => {
    const licence = await createOwnedLicence(app, seller, { icon: '/media/old.png' });
    const response = await sendLogo(seller, licence, jpeg, 'image/png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'icon', message: 'The logo must be a PNG image.' }]);
    expect((await licenceRow(licence)).icon).toBe('/media/old.png');
  });

  it('stores nothing for another’s licence', async () => {
    const licence = await createOwnedLicence(app, otherSeller);
    expect((await sendLogo(seller, licence, png, 'image/png')).statusCode).toBe(404);
    expect((await licenceRow(licence)).icon).toBeNull();
  });

  it('takes a stock photo by its download location, and refuses one the library does not have', async () => {
    const licence = await createOwnedLicence(app, seller);
    const response = await update(seller, 'stock-logo', licence.id, { stock_icon: '/stock-library/food-4/download' });
    expect(response.statusCode).toBe(200);
    expect(response.json().icon).toMatch(new RegExp(`^/media/${licence.id}/`));
    const unknown = await update(seller, 'stock-logo', licence.id, {
      stock_icon: '/stock-library/nothing-here/download',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()[0].field).toBe('stock_icon');
    expect((await licenceRow(licence)).icon).toBe(response.json().icon);
  });
});

describe('the licence’s status', () => {
  const setStatus = (account: TPlatformAccount, licence: TTestLicence, status: string) =>
    update(account, 'status', licence.id, { status });

  it('lets a sales user suspend and resume their licence: the site stops taking writes and takes them again', async () => {
    const licence = await createOwnedLicence(app, seller);
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const siteWrite = () =>
      call(app, {
        method: 'POST',
        url: '/api/v1/licences/change-search-status',
        licence: licence.id,
        token,
        payload: { status: 'false' },
      });

    const suspended = await setStatus(seller, licence, 'suspended');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended', allowed_statuses: ['active', 'closed'] });
    expect((await siteDetails(licence)).status).toBe('suspended');
    expect((await siteWrite()).statusCode).toBe(403);

    expect((await setStatus(seller, licence, 'active')).json().status).toBe('active');
    expect((await siteWrite()).statusCode).toBe(200);
  });

  it('answers the same status again without a change', async () => {
    const licence = await createOwnedLicence(app, seller, { status: 'suspended' });
    const response = await setStatus(seller, licence, 'suspended');
    expect(response.statusCode).toBe(200);
    expect((await licenceRow(licence)).statusChangedAt).toBeNull();
  });

  it('closes a licence for good: no way back, even for the platform admin', async () => {
    const licence = await createOwnedLicence(app, seller);
    expect((await setStatus(seller, licence, 'closed')).json()).toMatchObject({
      status: 'closed',
      allowed_statuses: [],
    });
    const reopen = await setStatus(admin, licence, 'active');
    expect(reopen.statusCode).toBe(422);
    expect((await licenceRow(licence)).status).toBe('closed');
  });

  it('keeps the term’s end to the platform: a sales user cannot expire a licence nor reactivate an expired one', async () => {
    const active = await createOwnedLicence(app, seller);
    const expire = await setStatus(seller, active, 'expired');
    expect(expire.statusCode).toBe(422);
    expect(expire.json()[0]).toMatchObject({ field: 'status' });
    expect((await licenceRow(active)).status).toBe('active');

    const expired = await createOwnedLicence(app, seller, { status: 'expired' });
    const reactivate = await setStatus(seller, expired, 'active');
    expect(reactivate.statusCode).toBe(422);
    expect(reactivate.json()[0].message).toBe(
      'A licence whose term has ended becomes active again once it is renewed and paid.',
    );
    expect((await licenceRow(expired)).status).toBe('expired');
  });

  it('lets the platform admin take any step of the state machine, on anyone’s licence', async () => {
    const licence = await createOwnedLicence(app, otherSeller);
    expect((await setStatus(admin, licence, 'expired')).json().status).toBe('expired');
    expect((await setStatus(admin, licence, 'active')).json().status).toBe('active');
    const row = await licenceRow(licence);
    expect(row.statusChangedAt).not.toBeNull();
  });

  it('refuses a status it does not know, and another’s licence', async () => {
    const licence = await createOwnedLicence(app, seller);
    expect((await setStatus(seller, licence, 'paused')).statusCode).toBe(422);
    const others = await createOwnedLicence(app, otherSeller);
    expect((await setStatus(seller, others, 'suspended')).statusCode).toBe(404);
    expect((await licenceRow(others)).status).toBe('active');
  });
});
