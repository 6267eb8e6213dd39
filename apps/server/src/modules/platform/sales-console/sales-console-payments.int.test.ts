/**
 * The console's money views: a partner's commission ledger with its monthly sums (the platform admin sees every
 * partner's), and the proforma orders waiting for an IPS transfer (the platform admin's only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createCommission,
  createOrder,
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
  type TTestOrder,
} from '../../../../test/support/sales-console';

let app: TTestApp;
let seller: TPlatformAccount;
let partner: TPlatformAccount;
let otherPartner: TPlatformAccount;
let admin: TPlatformAccount;
let octoberOrder: TTestOrder;
let novemberOrder: TTestOrder;

/** Noon in Belgrade on a day of 2026, so the month is the same in UTC and local time. */
const at = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 10));

beforeAll(async () => {
  app = await createTestApp();
  [seller, partner, otherPartner, admin] = await Promise.all([
    createPlatformAccount(app, 'SALES'),
    createPlatformAccount(app, 'PARTNER'),
    createPlatformAccount(app, 'PARTNER'),
    createPlatformAccount(app, 'PLATFORM_ADMIN'),
  ]);
  const bakery = await createOwnedLicence(app, partner, { titleOfApp: 'Pekara Zora' });
  octoberOrder = await createOrder(app, partner, { licenceId: bakery.id, totalMinor: 1_200_000 });
  await createCommission(app, partner, octoberOrder, { amountMinor: 120_000, createdAt: at(10, 3) });
  const florist = await createOwnedLicence(app, partner, { titleOfApp: 'Cvećara Lala' });
  novemberOrder = await createOrder(app, partner, { licenceId: florist.id, totalMinor: 3_600_000 });
  await createCommission(app, partner, novemberOrder, { amountMinor: 360_000, createdAt: at(11, 2) });
  await createCommission(app, partner, novemberOrder, {
    kind: 'reversal',
    amountMinor: -360_000,
    createdAt: at(11, 10),
  });
  const othersOrder = await createOrder(app, otherPartner);
  await createCommission(app, otherPartner, othersOrder, { amountMinor: 50_000, createdAt: at(11, 5) });
});
afterAll(() => app.close());

const URL_LEDGER = '/api/v1/payments/commissions';
const URL_SUMMARY = '/api/v1/payments/commissions-summary';
const URL_INVOICES = '/api/v1/payments/open-invoices';

describe('commissions', () => {
  it('shows a partner their ledger, newest first, with the licence and order each line is about', async () => {
    const response = await platformCall(app, partner, { method: 'GET', url: URL_LEDGER });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([
      ['reversal', -360_000],
      ['accrual', 360_000],
      ['accrual', 120_000],
    ]);
    expect(body[2]).toMatchObject({
      partner_id: partner.id,
      licence_id: octoberOrder.licenceId,
      licence_title: 'Pekara Zora',
      order_id: octoberOrder.id,
      reference_no: octoberOrder.referenceNo,
      order_total: 1_200_000,
      rate_bp: 1000,
      partner: { id: partner.id, email: partner.email },
    });
    expect(response.headers['x-pagination-total-count']).toBe('3');

    const secondPage = await platformCall(app, partner, { method: 'GET', url: `${URL_LEDGER}?page=2&page_count=2` });
    expect(secondPage.json().map((entry: { id: number }) => entry.id)).toEqual([body[2].id]);
    const october = await platformCall(app, partner, { method: 'GET', url: `${URL_LEDGER}?filter[month]=2026-10` });
    expect(october.json()).toHaveLength(1);
  });

  it('sums the ledger per month and in all', async () => {
    const response = await platformCall(app, partner, { method: 'GET', url: URL_SUMMARY });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currency: 'RSD',
      totals: { accrued: 480_000, reversed: -360_000, net: 120_000 },
      months: [
        { month: '2026-11', accrued: 360_000, reversed: -360_000, net: 0, entries: 2 },
        { month: '2026-10', accrued: 120_000, reversed: 0, net: 120_000, entries: 1 },
      ],
    });
  });

  it('counts a line in the month it falls in Belgrade', async () => {
    const lateNight = await createPlatformAccount(app, 'PARTNER');
    const order = await createOrder(app, lateNight);
    // 23:30 UTC on the last day of October is 00:30 on 1 November in Belgrade (CET).
    await createCommission(app, lateNight, order, { amountMinor: 1000, createdAt: new Date('2026-10-31T23:30:00Z') });
    const summary = (await platformCall(app, lateNight, { method: 'GET', url: URL_SUMMARY })).json();
    expect(summary.months.map((month: { month: string }) => month.month)).toEqual(['2026-11']);
  });

  it('shows the platform admin every partner’s ledger, or one partner’s', async () => {
    const one = await platformCall(app, admin, {
      method: 'GET',
      url: `${URL_SUMMARY}?filter[partner_id]=${otherPartner.id}`,
    });
    expect(one.json().totals).toEqual({ accrued: 50_000, reversed: 0, net: 50_000 });
    const ledger = await platformCall(app, admin, {
      method: 'GET',
      url: `${URL_LEDGER}?filter[partner_id]=${partner.id}`,
    });
    expect(ledger.json()).toHaveLength(3);
    const all = await platformCall(app, admin, { method: 'GET', url: `${URL_LEDGER}?page_count=100` });
    const partnersSeen = new Set(all.json().map((entry: { partner_id: number }) => entry.partner_id));
    expect(partnersSeen.has(partner.id) && partnersSeen.has(otherPartner.id)).toBe(true);
  });

  it('keeps a partner to their own ledger whatever they ask', async () => {
    const response = await platformCall(app, otherPartner, {
      method: 'GET',
      url: `${URL_SUMMARY}?filter[partner_id]=${partner.id}`,
    });
    expect(response.json().totals.net).toBe(50_000);
  });

  it('is no sales user’s, no visitor’s and no licence user’s', async () => {
    expect((await platformCall(app, seller, { method: 'GET', url: URL_LEDGER })).statusCode).toBe(403);
    expect((await platformCall(app, seller, { method: 'GET', url: URL_SUMMARY })).statusCode).toBe(403);
    expect((await platformCall(app, null, { method: 'GET', url: URL_LEDGER })).statusCode).toBe(401);
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    expect((await call(app, { method: 'GET', url: URL_LEDGER, licence: licence.id, token })).statusCode).toBe(403);
  });
});

describe('open-invoices', () => {
  it('lists the unpaid proforma orders, oldest first, with who ordered', async () => {
    const buyer = await createPlatformAccount(app, 'SALES', { name: 'Milica Kupac' });
    const first = await createOrder(app, buyer, { paymentMethod: 'ips', status: 'awaiting_payment', licenceId: null });
    const second = await createOrder(app, buyer, { paymentMethod: 'ips', status: 'awaiting_payment', licenceId: null });
    // Neither a card order waiting for its payment nor a paid proforma is waiting for a transfer.
    await createOrder(app, buyer, { paymentMethod: 'card', status: 'awaiting_payment' });
    await createOrder(app, buyer, { paymentMethod: 'ips', status: 'paid' });

    const response = await platformCall(app, admin, { method: 'GET', url: `${URL_INVOICES}?page_count=100` });
    expect(response.statusCode).toBe(200);
    const mine = response
      .json()
      .filter((invoice: { buyer: { id: number } }) => invoice.buyer.id === buyer.id)
      .map((invoice: { id: number }) => invoice.id);
    expect(mine).toEqual([first.id, second.id]);
    const invoice = response.json().find((item: { id: number }) => item.id === first.id);
    expect(invoice).toMatchObject({
      reference_no: first.referenceNo,
      total: first.totalMinor,
      payment_method: 'ips',
      status: 'awaiting_payment',
      subdomain: first.subdomain,
      buyer: { id: buyer.id, name: 'Milica Kupac', email: buyer.email },
    });
  });

  it('is the platform admin’s only', async () => {
    expect((await platformCall(app, seller, { method: 'GET', url: URL_INVOICES })).statusCode).toBe(403);
    expect((await platformCall(app, partner, { method: 'GET', url: URL_INVOICES })).statusCode).toBe(403);
  });
});
