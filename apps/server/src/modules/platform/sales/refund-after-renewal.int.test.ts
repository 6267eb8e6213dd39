/**
 * A refund and a renewal of the same licence (issue 13 "never a charge without a licence"): a purchase is not refunded
 * while a later renewal of its licence is paid (closing the licence would keep the renewal's money), and a renewal
 * paid after its licence was closed is not applied but left on its order, reported, to be refunded.
 */
import { formatMessage } from '@izlog/contract/messages';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createOrder,
  createOwnedLicence,
  createPlatformAccount,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { commissionLedger, licences, salesOrders } from '../../../db/schema';
import {
  assertOrderRefundable,
  RENEWAL_LICENCE_CLOSED,
  refundOrderPayment,
  settleOrderPayment,
} from './order-settlement';

const DAY = 86_400_000;
let app: TTestApp;
let partner: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp();
  partner = await createPlatformAccount(app, 'PARTNER', { commissionRateBp: 1000 });
});
afterAll(() => app.close());

const storedOrder = async (id: number) =>
  (await app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.id, id)))[0]!;
const storedLicence = async (id: number) =>
  (await app.deps.platformDb.select().from(licences).where(eq(licences.id, id)))[0]!;
const ledgerOf = (orderId: number) =>
  app.deps.platformDb.select().from(commissionLedger).where(eq(commissionLedger.orderId, orderId));

/** A licence bought (and paid) a few days ago, ending in 20 days so that it can be renewed now. */
async function boughtLicence() {
  const expiresAt = new Date(Date.now() + 20 * DAY);
  const licence = await createOwnedLicence(app, partner, { expiresAt, activatedAt: new Date(Date.now() - 3 * DAY) });
  const purchase = await createOrder(app, partner, {
    licenceId: licence.id,
    subdomain: licence.titleOfAppUnique,
    paidAt: new Date(Date.now() - 3 * DAY),
  });
  return { licence, purchase, expiresAt };
}

async function renewalOrder(licenceId: number): Promise<number> {
  const response = await call(app, {
    method: 'POST',
    url: `/api/v1/licences/renew-licence/${licenceId}`,
    token: partner.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

describe('refunding a purchase whose licence was renewed', () => {
  it('is refused with a 409 while the renewal is paid, and nothing changes', async () => {
    const { licence, purchase, expiresAt } = await boughtLicence();
    const renewalId = await renewalOrder(licence.id);
    await settleOrderPayment(app.deps, { orderId: renewalId, transactionId: null });
    const renewedUntil = (await storedLicence(licence.id)).expiresAt;
    expect(renewedUntil!.getTime()).toBeGreaterThan(expiresAt.getTime());

    // The payments module asks first, before the card is refunded; the refund itself refuses too.
    await expect(assertOrderRefundable(app.deps, purchase.id)).rejects.toMatchObject({
      status: 409,
      key: 'refund_licence_renewed',
    });
    await expect(refundOrderPayment(app.deps, { orderId: purchase.id, transactionId: null })).rejects.toMatchObject({
      status: 409,
      key: 'refund_licence_renewed',
    });
    expect(await storedLicence(licence.id)).toMatchObject({ status: 'active', expiresAt: renewedUntil });
    expect((await storedOrder(purchase.id)).status).toBe('provisioned');
    expect((await storedOrder(renewalId)).status).toBe('provisioned');
    expect(formatMessage('refund_licence_renewed', 'en')).toMatch(/renewed.*renewal must be settled by support first/);
    expect(formatMessage('refund_licence_renewed', 'srp')).toMatch(/obnovljena.*podrška/);
  });

  it('goes through when the renewal was never paid, or was refunded', async () => {
    const unpaid = await boughtLicence();
    await renewalOrder(unpaid.licence.id);
    await assertOrderRefundable(app.deps, unpaid.purchase.id);
    expect((await refundOrderPayment(app.deps, { orderId: unpaid.purchase.id, transactionId: null })).status).toBe(
      'refunded',
    );
    expect((await storedLicence(unpaid.licence.id)).status).toBe('closed');

    const refundedRenewal = await boughtLicence();
    await createOrder(app, partner, {
      kind: 'renewal',
      status: 'refunded',
      licenceId: refundedRenewal.licence.id,
      subdomain: refundedRenewal.licence.titleOfAppUnique,
      paidAt: new Date(),
    });
    const refunded = await refundOrderPayment(app.deps, { orderId: refundedRenewal.purchase.id, transactionId: null });
    expect(refunded.status).toBe('refunded');
  });
});

describe('a renewal paid after its licence was closed', () => {
  it('is not applied: the order stays paid and flagged for a refund, earns no commission, and is reported', async () => {
    const { licence, purchase, expiresAt } = await boughtLicence();
    const renewalId = await renewalOrder(licence.id);
    // The purchase is refunded while the renewal's card page is open; then the renewal's payment arrives.
    await refundOrderPayment(app.deps, { orderId: purchase.id, transactionId: null });
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const settled = await settleOrderPayment(app.deps, { orderId: renewalId, transactionId: null, log });

    expect(settled).toMatchObject({ status: 'paid', provisioningError: RENEWAL_LICENCE_CLOSED });
    expect(settled.paidAt).not.toBeNull();
    expect(await storedLicence(licence.id)).toMatchObject({ status: 'closed', expiresAt });
    expect(await ledgerOf(renewalId)).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: renewalId, licenceId: licence.id }),
      expect.stringMatching(/closed licence/),
    );

    // The same payment again changes nothing.
    const again = await settleOrderPayment(app.deps, { orderId: renewalId, transactionId: null, log });
    expect(again).toMatchObject({ status: 'paid', provisioningError: RENEWAL_LICENCE_CLOSED });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect((await storedLicence(licence.id)).status).toBe('closed');
  });
});
