/**
 * The second way to pay: an IPS QR proforma of the order (NBS IPS QR, K:PR, model-97 reference), and the platform
 * admin marking it paid when the transfer arrives — which settles the order like a card payment, once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { orderRow, placeOrder, transactionsOf } from '../../../../test/support/payments';
import { createPlatformAccount, platformCall, type TPlatformAccount } from '../../../../test/support/sales-console';
import { drainProvisioning } from '../../../../test/support/sales-orders';
import { commissionLedger, salesOrders } from '../../../db/schema';

let app: TTestApp;
let buyer: TPlatformAccount;
let admin: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp({ IPS_PAYEE_NAME: 'Izlog d.o.o.', IPS_PAYEE_ACCOUNT: '840-955845-10' });
  buyer = await createPlatformAccount(app, 'SALES', { name: 'Marko Marković' });
  admin = await createPlatformAccount(app, 'PLATFORM_ADMIN');
});
afterAll(() => app.close());

const invoice = (account: { token: string } | null, referenceNo: string) =>
  platformCall(app, account, {
    method: 'POST',
    url: '/api/v1/licences/get-domain-invoice',
    payload: { reference_no: referenceNo },
  });
const markPaid = (account: { token: string } | null, orderId: number) =>
  platformCall(app, account, { method: 'POST', url: `/api/v1/payments/mark-invoice-paid/${orderId}`, language: 'en' });

describe('the IPS QR proforma', () => {
  it('carries the NBS IPS QR text of the order and its code, for the buyer', async () => {
    const order = await placeOrder(app, buyer, { payment_method: 'ips', licence_type: 'e-commerce' });
    expect(order.status).toBe('awaiting_payment');
    const response = await invoice(buyer, order.reference_no);
    expect(response.statusCode, response.body).toBe(200);
    const proforma = response.json();
    expect(proforma).toMatchObject({
      order_id: order.id,
      reference_no: order.reference_no,
      to_pay: 3_600_000,
      currency: 'RSD',
      payee_name: 'Izlog d.o.o., Beograd',
      payee_account: '840-955845-10',
      purpose: `Porudžbina Izlog ${order.reference_no}`,
      status: 'awaiting_payment',
    });
    expect(proforma.ips_qr_text).toBe(
      'K:PR|V:01|C:1|R:840000000095584510|N:Izlog d.o.o.\nBeograd|I:RSD36000,00|P:Marko Marković|SF:289|' +
        `S:Porudžbina Izlog ${order.reference_no}|RO:${order.reference_no}`,
    );
    expect(proforma.ips_qr_svg).toMatch(/^<svg[^>]*>.*<path/s);
    // A reference typed with spaces finds the same order.
    const spaced = order.reference_no.replace(/^(\d{4})/, '$1 ');
    expect((await invoice(buyer, spaced)).json().order_id).toBe(order.id);
  });

  it('is nobody else’s: another sales user 404, a visitor 401; the platform admin reads any', async () => {
    const order = await placeOrder(app, buyer, { payment_method: 'ips' });
    const other = await createPlatformAccount(app, 'SALES');
    expect((await invoice(other, order.reference_no)).statusCode).toBe(404);
    expect((await invoice(buyer, '9700000000')).statusCode).toBe(404);
    expect((await invoice(null, order.reference_no)).statusCode).toBe(401);
    expect((await invoice(admin, order.reference_no)).statusCode).toBe(200);
  });

  it('does not exist for an order with nothing to pay', async () => {
    const order = await placeOrder(app, buyer, { licence_type: 'free' });
    const response = await platformCall(app, buyer, {
      method: 'POST',
      url: '/api/v1/licences/get-domain-invoice',
      payload: { reference_no: order.reference_no },
      language: 'en',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('There is nothing to pay for this order.');
  });

  it('asks for the reference when it is missing or empty: 422 naming the field, not a server error', async () => {
    for (const payload of [{}, { reference_no: '' }, { reference_no: '   ' }]) {
      const response = await platformCall(app, buyer, {
        method: 'POST',
        url: '/api/v1/licences/get-domain-invoice',
        payload,
        language: 'en',
      });
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(422);
      expect(response.json()).toEqual([{ field: 'reference_no', message: expect.any(String) }]);
    }
  });
});

describe('marking a proforma paid', () => {
  it('is the platform admin’s only: sales users and partners 403, a visitor 401, nothing changes', async () => {
    const order = await placeOrder(app, buyer, { payment_method: 'ips' });
    const partner = await createPlatformAccount(app, 'PARTNER');
    for (const account of [buyer, partner]) {
      const response = await markPaid(account, order.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Unauthorized access!');
    }
    expect((await markPaid(null, order.id)).statusCode).toBe(401);
    expect((await orderRow(app, order.id)).status).toBe('awaiting_payment');
  });

  it('settles the order once, without a card attempt; the licence is provisioned and the proforma says paid', async () => {
    const partner = await createPlatformAccount(app, 'PARTNER', { commissionRateBp: 500 });
    const order = await placeOrder(app, partner, { payment_method: 'ips' });
    const first = await markPaid(admin, order.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: order.id, status: 'paid', payment_method: 'ips' });
    const again = await markPaid(admin, order.id);
    expect(again.statusCode).toBe(200);
    expect(['paid', 'provisioned']).toContain(again.json().status);
    expect(again.json().paid_at).toBe(first.json().paid_at);

    await drainProvisioning(app);
    const settled = await orderRow(app, order.id);
    expect(settled.status).toBe('provisioned');
    expect(settled.licenceId).not.toBeNull();
    expect(await transactionsOf(app, order.id)).toEqual([]);
    const commissions = await app.deps.platformDb
      .select()
      .from(commissionLedger)
      .where(eq(commissionLedger.orderId, order.id));
    expect(commissions).toMatchObject([{ kind: 'accrual', amountMinor: 60_000, transactionId: null }]);
    expect((await invoice(partner, order.reference_no)).json().status).toBe('provisioned');
  });

  it('refuses an order that can no longer be paid (409), and an unknown one (404)', async () => {
    const order = await placeOrder(app, buyer, { payment_method: 'ips' });
    await app.deps.platformDb.update(salesOrders).set({ status: 'expired' }).where(eq(salesOrders.id, order.id));
    const response = await markPaid(admin, order.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This order can no longer be paid (its status is "expired").');
    expect((await markPaid(admin, 2_000_000_000)).statusCode).toBe(404);
  });
});
