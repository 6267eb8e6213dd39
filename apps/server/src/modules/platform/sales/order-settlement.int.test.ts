/**
 * What money does to orders and licences (issue 13): a partner's commission accrues on a payment and reverses on its
 * refund, a refund closes the licence, settling and refunding are idempotent, a late payment still counts while its
 * address is free, and a renewal adds a year (from the old expiry while the licence runs or is in its grace period).
 */
import { GRACE_PERIOD_DAYS, LICENCE_PRICES_MINOR } from '@izlog/contract/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createOwnedLicence,
  createPlatformAccount,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { createLicenceCall, drainProvisioning, orderForm } from '../../../../test/support/sales-orders';
import { commissionLedger, licences, salesOrders } from '../../../db/schema';
import { addMonths } from './licence-term';
import {
  findPayableOrder,
  LATE_PAYMENT_NAMES_TAKEN,
  orderOfReference,
  refundableUntil,
  refundOrderPayment,
  settleOrderPayment,
} from './order-settlement';

const DAY = 86_400_000;
let app: TTestApp;
let seller: TPlatformAccount;
let partner: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createPlatformAccount(app, 'SALES');
  partner = await createPlatformAccount(app, 'PARTNER', { commissionRateBp: 1000 });
});
afterAll(() => app.close());

async function newOrder(buyer: TPlatformAccount, values: Record<string, unknown> = {}) {
  const response = await createLicenceCall(app, buyer, orderForm(values));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; reference_no: string; subdomain: string; total: number };
}
const ledgerOf = (orderId: number) =>
  app.deps.platformDb.select().from(commissionLedger).where(eq(commissionLedger.orderId, orderId));
const storedOrder = async (id: number) =>
  (await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.id, id)))[0]!;
const storedLicence = async (id: number) =>
  (await app.deps.platformDb.select().from(licences).where(eq(licences.id, id)))[0]!;
const renew = (account: TPlatformAccount, licenceId: number) =>
  call(app, { method: 'POST', url: `/api/v1/licences/renew-licence/${licenceId}`, token: account.token });

describe('commissions and refunds', () => {
  it('a partner’s sale accrues 10 % once, and its refund closes the licence and reverses it once', async () => {
    const order = await newOrder(partner);
    await settleOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    await settleOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    await drainProvisioning(app);
    const provisioned = await storedOrder(order.id);
    expect(provisioned.status).toBe('provisioned');
    expect(await ledgerOf(order.id)).toEqual([
      expect.objectContaining({
        kind: 'accrual',
        partnerId: partner.id,
        licenceId: provisioned.licenceId,
        amountMinor: LICENCE_PRICES_MINOR.basic / 10,
        rateBp: 1000,
      }),
    ]);

    const refunded = await refundOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    expect(refunded.status).toBe('refunded');
    await refundOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    expect((await storedLicence(provisioned.licenceId!)).status).toBe('closed');
    const ledger = await ledgerOf(order.id);
    expect(ledger.map((entry) => [entry.kind, entry.amountMinor]).sort()).toEqual([
      ['accrual', 120_000],
      ['reversal', -120_000],
    ]);
    // The closed site answers with its "not active" state at once.
    const site = await call(app, {
      method: 'GET',
      url: '/api/v1/licences/get-licence-details',
      licence: provisioned.licenceId!,
    });
    expect(site.json().status).toBe('closed');
  });

  it('a sales user’s sale accrues nothing', async () => {
    const order = await newOrder(seller);
    await settleOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    expect(await ledgerOf(order.id)).toEqual([]);
  });

  it('an order refunded before its provisioning ran gets no licence', async () => {
    const order = await newOrder(seller);
    await settleOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    await refundOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    await drainProvisioning(app);
    const stored = await storedOrder(order.id);
    expect(stored).toMatchObject({ status: 'refunded', licenceId: null });
    const sites = await app.deps.platformDb
      .select()
      .from(licences)
      .where(eq(licences.titleOfAppUnique, order.subdomain));
    expect(sites).toHaveLength(0);
  });

  it('an unpaid order cannot be refunded (409)', async () => {
    const order = await newOrder(seller);
    await expect(refundOrderPayment(app.deps, { orderId: order.id, transactionId: null })).rejects.toMatchObject({
      status: 409,
      key: 'order_not_refundable',
    });
  });

  it('the refund window ends 15 days after activation', () => {
    const activatedAt = new Date('2026-03-01T10:00:00Z');
    expect(refundableUntil({ activatedAt })?.toISOString()).toBe('2026-03-16T10:00:00.000Z');
    expect(refundableUntil({ activatedAt: null })).toBeNull();
  });
});

describe('finding orders', () => {
  it('finds the buyer’s own order and its reference; another’s is a 404', async () => {
    const order = await newOrder(seller);
    expect((await findPayableOrder(app.deps, seller.id, order.id)).id).toBe(order.id);
    await expect(findPayableOrder(app.deps, partner.id, order.id)).rejects.toMatchObject({ status: 404 });
    expect((await orderOfReference(app.deps, order.reference_no))?.id).toBe(order.id);
    expect(await orderOfReference(app.deps, '9700000000')).toBeNull();
  });
});

describe('a payment after the reservation lapsed', () => {
  it('still counts while the address is free', async () => {
    const order = await newOrder(seller);
    await app.deps.platformDb.update(salesOrders).set({ status: 'expired' }).where(eq(salesOrders.id, order.id));
    const settled = await settleOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    expect(settled.status).toBe('paid');
  });

  it('waits for a refund when another buyer took the address meanwhile', async () => {
    const order = await newOrder(seller);
    await app.deps.platformDb
      .update(salesOrders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(salesOrders.id, order.id));
    // Another buyer's order takes the lapsed address (the lapsed order is expired on the way).
    await newOrder(partner, { title_of_app_unique: order.subdomain });
    const settled = await settleOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    expect(settled).toMatchObject({ status: 'expired', provisioningError: LATE_PAYMENT_NAMES_TAKEN });
    expect(settled.paidAt).not.toBeNull();
    const refunded = await refundOrderPayment(app.deps, { orderId: order.id, transactionId: null });
    expect(refunded.status).toBe('refunded');
  });
});

describe('renewals', () => {
  it('an active licence renews for a year from its old expiry; a second click answers the same order', async () => {
    const expiresAt = new Date(Date.now() + 20 * DAY);
    const licence = await createOwnedLicence(app, seller, { expiresAt });
    const first = await renew(seller, licence.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'renewal',
      status: 'awaiting_payment',
      licence_id: licence.id,
      subdomain: licence.titleOfAppUnique,
      custom_domain: null,
      licence_amount: LICENCE_PRICES_MINOR.basic,
      domain_amount: 0,
      total: LICENCE_PRICES_MINOR.basic,
    });
    expect((await renew(seller, licence.id)).json().id).toBe(first.json().id);

    const settled = await settleOrderPayment(app.deps, { orderId: first.json().id, transactionId: null });
    expect(settled.status).toBe('provisioned');
    const renewed = await storedLicence(licence.id);
    expect(renewed.expiresAt?.toISOString()).toBe(addMonths(expiresAt, 12).toISOString());
    expect(renewed.status).toBe('active');
  });

  it('an expired licence inside its grace period renews from its old expiry and is active again', async () => {
    const expiresAt = new Date(Date.now() - 10 * DAY);
    const licence = await createOwnedLicence(app, partner, { expiresAt, status: 'expired' });
    const order = await renew(partner, licence.id);
    expect(order.statusCode, order.body).toBe(200);
    await settleOrderPayment(app.deps, { orderId: order.json().id, transactionId: null });
    const renewed = await storedLicence(licence.id);
    expect(renewed.status).toBe('active');
    expect(renewed.expiresAt?.toISOString()).toBe(addMonths(expiresAt, 12).toISOString());
    // A partner's renewal earns its commission too.
    expect(await ledgerOf(order.json().id)).toEqual([
      expect.objectContaining({ kind: 'accrual', amountMinor: 120_000 }),
    ]);
  });

  it('a free licence renews at once, for nothing', async () => {
    const expiresAt = new Date(Date.now() + 5 * DAY);
    const licence = await createOwnedLicence(app, seller, { expiresAt, licenceType: 'free' });
    const order = await renew(seller, licence.id);
    expect(order.json()).toMatchObject({ status: 'provisioned', total: 0 });
    expect((await storedLicence(licence.id)).expiresAt?.toISOString()).toBe(addMonths(expiresAt, 12).toISOString());
  });

  it.each([
    [
      'expired past its grace period',
      { status: 'expired', expiresAt: new Date(Date.now() - (GRACE_PERIOD_DAYS + 1) * DAY) },
    ],
    ['suspended', { status: 'suspended' }],
    ['closed', { status: 'closed' }],
  ])('a licence %s cannot be renewed (422) and gets no order', async (_case, values) => {
    const licence = await createOwnedLicence(app, seller, values);
    const response = await renew(seller, licence.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/cannot be renewed/);
    const orders = await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.licenceId, licence.id));
    expect(orders).toHaveLength(0);
  });

  it('another’s licence is a 404', async () => {
    const licence = await createOwnedLicence(app, partner);
    expect((await renew(seller, licence.id)).statusCode).toBe(404);
  });
});
