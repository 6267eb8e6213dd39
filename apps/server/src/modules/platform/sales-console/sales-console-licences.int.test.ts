/**
 * The console's licence reads: a sales user's own list, the partners' list with commissions, the platform admin's
 * list of all, and one licence — who sees what (own, another's 404, licence users 403), filters and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createApprovedPayment,
  createCommission,
  createJobRecord,
  createOrder,
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';

let app: TTestApp;
let seller: TPlatformAccount;
let otherSeller: TPlatformAccount;
let partner: TPlatformAccount;
let otherPartner: TPlatformAccount;
let admin: TPlatformAccount;
/** Each run's names carry a word of their own, so searches on a shared database find this file's licences only. */
const word = `w${Date.now().toString(36)}`;
let bakery: TTestLicence;
let florist: TTestLicence;
let closedShop: TTestLicence;
let othersSite: TTestLicence;
let partnerSite: TTestLicence;
let otherPartnerSite: TTestLicence;

const DAY = 86_400_000;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, partner, otherPartner, admin] = await Promise.all([
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'PARTNER'),
    createPlatformAccount(app, 'PARTNER'),
    createPlatformAccount(app, 'PLATFORM_ADMIN'),
  ]);
  // Made one after the other: the lists are newest first.
  bakery = await createOwnedLicence(app, seller, {
    titleOfApp: `Pekara ${word}`,
    titleOfAppUnique: `pekara-${word}`,
    customDomain: `pekara-${word}.rs`,
    licenceType: 'basic',
  });
  florist = await createOwnedLicence(app, seller, {
    titleOfApp: `Cvećara ${word}`,
    titleOfAppUnique: `cvecara-${word}`,
    licenceType: 'e-commerce',
    status: 'suspended',
  });
  closedShop = await createOwnedLicence(app, seller, {
    titleOfApp: `Radnja ${word}`,
    titleOfAppUnique: `radnja-${word}`,
    licenceType: 'free',
    status: 'closed',
  });
  othersSite = await createOwnedLicence(app, otherSeller, { titleOfApp: `Tuđi ${word}` });
  partnerSite = await createOwnedLicence(app, partner, { titleOfApp: `Partnerov ${word}` });
  otherPartnerSite = await createOwnedLicence(app, otherPartner, { titleOfApp: `Drugi partner ${word}` });
});
afterAll(() => app.close());

const URL_OWN = '/api/v1/licences/get-sales-user-licences';
const URL_ALL = '/api/v1/licences/get-all-licences';
const URL_PARTNERS = '/api/v1/licences/get-all-partners-licences';
const oneUrl = (id: number) => `/api/v1/licences/get-sales-licence/${id}`;

const ids = (body: { id: number }[]) => body.map((item) => item.id);

describe('get-sales-user-licences', () => {
  it('lists the account’s own licences, newest first, with their address, owner and status', async () => {
    const response = await platformCall(app, seller, { method: 'GET', url: URL_OWN });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body)).toEqual([closedShop.id, florist.id, bakery.id]);
    expect(response.headers['x-pagination-total-count']).toBe('3');
    const item = body.find((licence: { id: number }) => licence.id === bakery.id);
    expect(item).toMatchObject({
      title_of_app: `Pekara ${word}`,
      title_of_app_unique: `pekara-${word}`,
      site_url: `http://pekara-${word}.localhost:3000`,
      custom_domain: `pekara-${word}.rs`,
      licence_type: 'basic',
      status: 'active',
      sold_by: { id: seller.id, email: seller.email, name: seller.name },
      allowed_statuses: ['suspended', 'closed'],
    });
    expect(new Date(item.expires_at).getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
  });

  it('filters by status, type and words of the name, subdomain or domain, and pages', async () => {
    const list = async (query: string) =>
      ids((await platformCall(app, seller, { method: 'GET', url: `${URL_OWN}?${query}` })).json());
    expect(await list('filter[status]=suspended')).toEqual([florist.id]);
    expect(await list('filter[licence_type]=free')).toEqual([closedShop.id]);
    expect(await list(`filter[search]=${encodeURIComponent(`Pekara ${word}`)}`)).toEqual([bakery.id]);
    expect(await list(`filter[search]=cvecara-${word}`)).toEqual([florist.id]);
    expect(await list(`filter[search]=pekara-${word}.rs`)).toEqual([bakery.id]);
    expect(await list('filter[search]=100%25')).toEqual([]);

    const page = await platformCall(app, seller, { method: 'GET', url: `${URL_OWN}?page=2&page_count=2` });
    expect(ids(page.json())).toEqual([bakery.id]);
    expect(page.headers['x-pagination-page-count']).toBe('2');
    expect(page.headers['x-pagination-current-page']).toBe('2');
  });

  it('refuses a filter it does not know the value of', async () => {
    const response = await platformCall(app, seller, { method: 'GET', url: `${URL_OWN}?filter[status]=sleeping` });
    expect(response.statusCode).toBe(422);
  });

  it('carries each licence’s latest three jobs, newest first', async () => {
    const site = await createOwnedLicence(app, otherSeller);
    for (const name of ['provision-order', 'check-licence-domain', 'build-native-app']) {
      await createJobRecord(app, site, { name });
    }
    await createJobRecord(app, site, { name: 'update-single-app', state: 'running', progress: 40, message: 'Gradim' });
    const body = (await platformCall(app, otherSeller, { method: 'GET', url: URL_OWN })).json();
    const item = body.find((licence: { id: number }) => licence.id === site.id);
    expect(item.jobs.map((job: { name: string }) => job.name)).toEqual([
      'update-single-app',
      'build-native-app',
      'check-licence-domain',
    ]);
    expect(item.jobs[0]).toMatchObject({ state: 'running', progress: 40, message: 'Gradim', attempts: 0 });
    // One licence's page carries more of them.
    const one = (await platformCall(app, otherSeller, { method: 'GET', url: oneUrl(site.id) })).json();
    expect(one.jobs).toHaveLength(4);
  });

  it('shows the platform admin their own licences only (the list of all is its own call)', async () => {
    const response = await platformCall(app, admin, { method: 'GET', url: URL_OWN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('asks a visitor to sign in and refuses a licence’s user', async () => {
    expect((await platformCall(app, null, { method: 'GET', url: URL_OWN })).statusCode).toBe(401);
    const { token } = await createSignedInUser(app, bakery, { role: 'SUPERADMIN' });
    const response = await call(app, { method: 'GET', url: URL_OWN, licence: bakery.id, token });
    expect(response.statusCode).toBe(403);
  });
});

describe('get-sales-licence', () => {
  it('answers the account’s own licence and the platform admin any; another’s is not found', async () => {
    expect((await platformCall(app, seller, { method: 'GET', url: oneUrl(bakery.id) })).json().id).toBe(bakery.id);
    expect((await platformCall(app, seller, { method: 'GET', url: oneUrl(othersSite.id) })).statusCode).toBe(404);
    expect((await platformCall(app, partner, { method: 'GET', url: oneUrl(bakery.id) })).statusCode).toBe(404);
    expect((await platformCall(app, seller, { method: 'GET', url: oneUrl(2_000_000_000) })).statusCode).toBe(404);
    const asAdmin = await platformCall(app, admin, { method: 'GET', url: oneUrl(othersSite.id) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ id: othersSite.id, allowed_statuses: ['suspended', 'expired', 'closed'] });
  });

  it('offers the statuses the account may set: a sales user renews an expired licence instead of reactivating it', async () => {
    const expired = await createOwnedLicence(app, seller, { status: 'expired' });
    expect(
      (await platformCall(app, seller, { method: 'GET', url: oneUrl(expired.id) })).json().allowed_statuses,
    ).toEqual(['closed']);
    expect(
      (await platformCall(app, admin, { method: 'GET', url: oneUrl(expired.id) })).json().allowed_statuses,
    ).toEqual(['active', 'closed']);
    const closed = (await platformCall(app, seller, { method: 'GET', url: oneUrl(closedShop.id) })).json();
    expect(closed.allowed_statuses).toEqual([]);
    expect(
      (await platformCall(app, seller, { method: 'GET', url: oneUrl(florist.id) })).json().allowed_statuses,
    ).toEqual(['active', 'closed']);
  });

  it('offers the purchase’s refund for 15 days from the activation, and names the payment', async () => {
    const recent = await createOwnedLicence(app, seller, { activatedAt: new Date(Date.now() - 2 * DAY) });
    const order = await createOrder(app, seller, { licenceId: recent.id });
    const payment = await createApprovedPayment(app, order);
    const body = (await platformCall(app, seller, { method: 'GET', url: oneUrl(recent.id) })).json();
    expect(body.refund_transaction_id).toBe(payment.id);
    expect(new Date(body.refundable_until).getTime()).toBe(recent.activatedAt!.getTime() + 15 * DAY);

    const old = await createOwnedLicence(app, seller, { activatedAt: new Date(Date.now() - 16 * DAY) });
    await createApprovedPayment(app, await createOrder(app, seller, { licenceId: old.id }));
    const late = (await platformCall(app, seller, { method: 'GET', url: oneUrl(old.id) })).json();
    expect(late).toMatchObject({ refund_transaction_id: null, refundable_until: null });

    // A licence renewed since (the renewal paid) is not refunded: the refund would be refused.
    const renewed = await createOwnedLicence(app, seller, { activatedAt: new Date(Date.now() - 2 * DAY) });
    await createApprovedPayment(app, await createOrder(app, seller, { licenceId: renewed.id }));
    await createOrder(app, seller, { licenceId: renewed.id, kind: 'renewal', paidAt: new Date() });
    const afterRenewal = (await platformCall(app, seller, { method: 'GET', url: oneUrl(renewed.id) })).json();
    expect(afterRenewal).toMatchObject({ refund_transaction_id: null, refundable_until: null });

    // A licence with no card payment (seeded, or paid by a proforma transfer) has nothing to refund.
    const free = (await platformCall(app, seller, { method: 'GET', url: oneUrl(bakery.id) })).json();
    expect(free).toMatchObject({ refund_transaction_id: null, refundable_until: null });
  });
});

describe('get-all-licences', () => {
  it('lists every licence for the platform admin, with the same filters', async () => {
    const response = await platformCall(app, admin, {
      method: 'GET',
      url: `${URL_ALL}?filter[search]=${word}&page_count=100`,
    });
    expect(response.statusCode).toBe(200);
    expect(new Set(ids(response.json()))).toEqual(
      new Set([bakery.id, florist.id, closedShop.id, othersSite.id, partnerSite.id, otherPartnerSite.id]),
    );
    const closed = await platformCall(app, admin, {
      method: 'GET',
      url: `${URL_ALL}?filter[search]=${word}&filter[status]=closed`,
    });
    expect(ids(closed.json())).toEqual([closedShop.id]);
  });

  it('is the platform admin’s only', async () => {
    expect((await platformCall(app, seller, { method: 'GET', url: URL_ALL })).statusCode).toBe(403);
    expect((await platformCall(app, partner, { method: 'GET', url: URL_ALL })).statusCode).toBe(403);
  });
});

describe('get-all-partners-licences', () => {
  it('shows a partner the licences they sold with the commission each earned, net of refunds', async () => {
    const order = await createOrder(app, partner, { licenceId: partnerSite.id, totalMinor: 1_200_000 });
    await createCommission(app, partner, order, { amountMinor: 120_000 });
    const renewal = await createOrder(app, partner, { kind: 'renewal', licenceId: partnerSite.id });
    // A new licence's accrual is written before the licence exists: the order says which licence it became.
    await createCommission(app, partner, renewal, { licenceId: null, amountMinor: 120_000 });
    await createCommission(app, partner, renewal, { kind: 'reversal', amountMinor: -120_000 });

    const response = await platformCall(app, partner, { method: 'GET', url: URL_PARTNERS });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([partnerSite.id]);
    expect(response.json()[0].commission).toEqual({ accrued: 240_000, reversed: -120_000, net: 120_000 });
  });

  it('shows the platform admin every partner’s, or one partner’s', async () => {
    const all = await platformCall(app, admin, {
      method: 'GET',
      url: `${URL_PARTNERS}?filter[search]=${word}`,
    });
    expect(new Set(ids(all.json()))).toEqual(new Set([partnerSite.id, otherPartnerSite.id]));
    const one = await platformCall(app, admin, {
      method: 'GET',
      url: `${URL_PARTNERS}?filter[partner_id]=${otherPartner.id}`,
    });
    expect(ids(one.json())).toEqual([otherPartnerSite.id]);
    expect(one.json()[0].commission).toEqual({ accrued: 0, reversed: 0, net: 0 });
  });

  it('is no sales user’s: a partner’s list (403)', async () => {
    expect((await platformCall(app, seller, { method: 'GET', url: URL_PARTNERS })).statusCode).toBe(403);
  });
});
