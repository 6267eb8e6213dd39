/**
 * Refunds (SPEC §1: a deviation reported within 15 days of the lease is refunded to the same card): through the
 * gateway, then the licence closed and a partner's commission reversed; refused after the window with its last day
 * named, refused twice, refused for what was never paid.
 */
import { REFUND_WINDOW_DAYS } from '@izlog/contract/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  callbacksOf,
  orderRow,
  payWithSandbox,
  placeOrder,
  SANDBOX_SECRET,
  transactionsOf,
} from '../../../../test/support/payments';
import { createPlatformAccount, platformCall, type TPlatformAccount } from '../../../../test/support/sales-console';
import { drainProvisioning } from '../../../../test/support/sales-orders';
import { commissionLedger, licences } from '../../../db/schema';
import { formatBelgradeDate } from '../../../platform/payments/belgrade-time';
import { settleOrderPayment } from '../sales/order-settlement';

let app: TTestApp;
let buyer: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
  buyer = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app.close());

const DAY = 86_400_000;
const refund = (account: { token: string } | null, transactionId: number) =>
  platformCall(app, account, { method: 'POST', url: `/api/v1/payments/refund-licence-payment/${transactionId}` });

/** A licence bought by card and provisioned: its order, the approved attempt and the licence. */
async function boughtLicence(account: TPlatformAccount = buyer) {
  const order = await placeOrder(app, account);
  const transactionId = await payWithSandbox(app, account, order.id);
  await drainProvisioning(app);
  const { licenceId } = await orderRow(app, order.id);
  expect(licenceId).not.toBeNull();
  return { order, transactionId, licenceId: licenceId! };
}

const licenceRow = async (licenceId: number) =>
  (await app.deps.platformDb.select().from(licences).where(eq(licences.id, licenceId)))[0]!;

describe('a refund within 15 days', () => {
  it('goes back through the gateway, closes the licence and answers the refunded payment; a second is a 409', async () => {
    const { order, transactionId, licenceId } = await boughtLicence();
    expect((await licenceRow(licenceId)).status).toBe('active');

    const response = await refund(buyer, transactionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: transactionId, status: 'refunded', licence_id: licenceId });
    expect((await licenceRow(licenceId)).status).toBe('closed');
    expect((await orderRow(app, order.id)).status).toBe('refunded');
    const [attempt] = await transactionsOf(app, order.id);
    expect(attempt?.refundedAt).not.toBeNull();
    const records = await callbacksOf(app, transactionId);
    expect(records.at(-1)).toMatchObject({ outcome: 'refund', reason: null });
    expect(records.at(-1)?.payload).toMatchObject({ status_code: '00', reference: expect.stringMatching(/^SBX-RF-/) });

    const twice = await refund(buyer, transactionId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This payment has already been refunded.');
    const status = await platformCall(app, buyer, {
      method: 'GET',
      url: `/api/v1/payments/transaction-status/${transactionId}`,
    });
    expect(status.json()).toMatchObject({ status: 'refunded', refundable_until: null });
  });

  it('refunds twice clicked at once only once', async () => {
    const { transactionId } = await boughtLicence();
    const answers = await Promise.all([refund(buyer, transactionId), refund(buyer, transactionId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refunds = (await callbacksOf(app, transactionId)).filter((row) => row.outcome === 'refund');
    expect(refunds).toHaveLength(1);
  });

  it('reverses the commission a partner earned on the sale', async () => {
    const partner = await createPlatformAccount(app, 'PARTNER', { commissionRateBp: 1000 });
    const { order, transactionId } = await boughtLicence(partner);
    const ledger = () =>
      app.deps.platformDb.select().from(commissionLedger).where(eq(commissionLedger.orderId, order.id));
    expect(await ledger()).toMatchObject([{ kind: 'accrual', amountMinor: 120_000, transactionId }]);
    expect((await refund(partner, transactionId)).statusCode).toBe(200);
    const entries = await ledger();
    expect(entries.map((entry) => [entry.kind, entry.amountMinor]).sort()).toEqual([
      ['accrual', 120_000],
      ['reversal', -120_000],
    ]);
  });

  it('may be made by the platform admin for any buyer, never by another sales user (404) or a visitor (401)', async () => {
    const { transactionId } = await boughtLicence();
    const other = await createPlatformAccount(app, 'SALES');
    expect((await refund(other, transactionId)).statusCode).toBe(404);
    expect((await refund(null, transactionId)).statusCode).toBe(401);
    const admin = await createPlatformAccount(app, 'PLATFORM_ADMIN');
    expect((await refund(admin, transactionId)).statusCode).toBe(200);
  });
});

describe('a refund before the licence is made', () => {
  it('counts the 15 days from the payment, and the order gets no licence', async () => {
    // A server that runs no jobs: the paid order waits for its provisioning.
    const idle = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, JOBS_ENABLED: 'false' });
    try {
      const seller = await createPlatformAccount(idle, 'SALES');
      const order = await placeOrder(idle, seller);
      const transactionId = await payWithSandbox(idle, seller, order.id);
      expect(await orderRow(idle, order.id)).toMatchObject({ status: 'paid', licenceId: null });
      const response = await platformCall(idle, seller, {
        method: 'POST',
        url: `/api/v1/payments/refund-licence-payment/${transactionId}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'refunded', licence_id: null });
      expect(await orderRow(idle, order.id)).toMatchObject({ status: 'refunded', licenceId: null });
    } finally {
      await idle.close();
    }
  });
});

describe('no refund', () => {
  it('after 15 days: 422 naming the last day, and nothing changes', async () => {
    const { order, transactionId, licenceId } = await boughtLicence();
    const activatedAt = new Date(Date.now() - (REFUND_WINDOW_DAYS + 1) * DAY);
    await app.deps.platformDb.update(licences).set({ activatedAt }).where(eq(licences.id, licenceId));
    const response = await platformCall(app, buyer, {
      method: 'POST',
      url: `/api/v1/payments/refund-licence-payment/${transactionId}`,
      language: 'en',
    });
    expect(response.statusCode).toBe(422);
    const lastDay = formatBelgradeDate(new Date(activatedAt.getTime() + REFUND_WINDOW_DAYS * DAY));
    expect(response.json().message).toBe(`The 15-day refund period of this licence ended on ${lastDay}.`);
    expect((await licenceRow(licenceId)).status).toBe('active');
    expect((await orderRow(app, order.id)).status).toBe('provisioned');
    expect((await transactionsOf(app, order.id))[0]?.status).toBe('approved');
  });

  it('on the last day still: refunded', async () => {
    const { transactionId, licenceId } = await boughtLicence();
    const activatedAt = new Date(Date.now() - REFUND_WINDOW_DAYS * DAY + 60_000);
    await app.deps.platformDb.update(licences).set({ activatedAt }).where(eq(licences.id, licenceId));
    expect((await refund(buyer, transactionId)).statusCode).toBe(200);
  });

  it('for a payment that did not succeed: 422', async () => {
    const order = await placeOrder(app, buyer);
    const declined = await payWithSandbox(app, buyer, order.id, 'failure');
    const response = await platformCall(app, buyer, {
      method: 'POST',
      url: `/api/v1/payments/refund-licence-payment/${declined}`,
      language: 'srp',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'Vraćaju se samo uspešna plaćanja novih licenci; ovo plaćanje se ne može vratiti.',
    );
  });

  it('for a licence renewed since (the renewal paid): 409, and the gateway is not asked to refund', async () => {
    const { order, transactionId, licenceId } = await boughtLicence();
    await app.deps.platformDb
      .update(licences)
      .set({ expiresAt: new Date(Date.now() + 20 * DAY) })
      .where(eq(licences.id, licenceId));
    const renewal = await platformCall(app, buyer, {
      method: 'POST',
      url: `/api/v1/licences/renew-licence/${licenceId}`,
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    await settleOrderPayment(app.deps, { orderId: renewal.json().id, transactionId: null });

    const response = await platformCall(app, buyer, {
      method: 'POST',
      url: `/api/v1/payments/refund-licence-payment/${transactionId}`,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/renewal must be settled by support first/);
    expect((await callbacksOf(app, transactionId)).map((row) => row.outcome)).not.toContain('refund');
    expect((await transactionsOf(app, order.id))[0]?.status).toBe('approved');
    expect((await licenceRow(licenceId)).status).toBe('active');
  });

  it('for an id that is no number: 422 naming the field, not a server error', async () => {
    for (const id of ['abc', '0', '1.5']) {
      const response = await refund(buyer, id as unknown as number);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual([{ field: 'id', message: expect.any(String) }]);
    }
  });
});
