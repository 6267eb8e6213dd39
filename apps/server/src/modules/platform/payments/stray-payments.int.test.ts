/**
 * Card money that does not meet a waiting order (issue 13 review): the platform admin may not mark an order paid by
 * IPS while its buyer is paying it by card; an approval that comes late, even for an attempt Izlog closed as
 * abandoned, is applied while its order can take it; and an approval its order did not take (paid another way, or
 * no longer payable) is logged as an error and shown as "to be refunded", and its refund leaves the order's licence.
 */

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  callbacksOf,
  orderRow,
  pay,
  placeOrder,
  postCallback,
  returnForm,
  SANDBOX_SECRET,
  sandboxResult,
  submitCard,
  testCard,
  transactionsOf,
} from '../../../../test/support/payments';
import { createPlatformAccount, platformCall, type TPlatformAccount } from '../../../../test/support/sales-console';
import { drainProvisioning } from '../../../../test/support/sales-orders';
import { licences, mailOutbox, paymentTransactions, salesOrders } from '../../../db/schema';
import { sandboxSignature } from '../../../platform/payments/hashes';
import { REFUND_DUE_MESSAGE } from './attempt-rules';
import { acceptGatewayCallback } from './gateway-callback';

let app: TTestApp;
let buyer: TPlatformAccount;
let admin: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
  buyer = await createPlatformAccount(app, 'SALES');
  admin = await createPlatformAccount(app, 'PLATFORM_ADMIN');
});
afterAll(() => app.close());

const MINUTE = 60_000;
const markPaid = (orderId: number) =>
  platformCall(app, admin, { method: 'POST', url: `/api/v1/payments/mark-invoice-paid/${orderId}`, language: 'en' });
const status = (transactionId: number) =>
  platformCall(app, buyer, { method: 'GET', url: `/api/v1/payments/transaction-status/${transactionId}` });

/** The attempt started `minutes` ago (the buyer left the bank's page open, or closed it). */
const ageAttempt = (transactionId: number, minutes: number) =>
  app.deps.platformDb
    .update(paymentTransactions)
    .set({ createdAt: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(paymentTransactions.id, transactionId));

/** The gateway's signed answer as it was when the payment happened `minutes` ago. */
const signedAgo = (fields: Record<string, string>, minutes: number) => {
  const rest: Record<string, string> = { ...fields, timestamp: new Date(Date.now() - minutes * MINUTE).toISOString() };
  delete rest.signature;
  return { ...rest, signature: sandboxSignature(rest, SANDBOX_SECRET) };
};

const confirmationMails = async (referenceNo: string) =>
  (await app.deps.platformDb.select().from(mailOutbox).where(eq(mailOutbox.toAddress, buyer.email))).filter((mail) =>
    mail.subject.includes(referenceNo),
  );

const fakeLog = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() }) as unknown as FastifyBaseLogger;

describe('marking an order paid by IPS while its buyer pays it by card', () => {
  it('is refused (409) while the card attempt is live; once the attempt ended, the order can be marked', async () => {
    const order = await placeOrder(app, buyer);
    const declined = await sandboxResult(app, buyer, order.id, 'failure');
    const refused = await markPaid(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^The buyer is paying this order by card right now; do not mark it paid until that payment ends \(at the latest \d\d\.\d\d\.\d{4}\. \d\d:\d\d\)\.$/,
    );
    expect((await orderRow(app, order.id)).status).toBe('awaiting_payment');

    await postCallback(app, declined.action, declined.fields);
    const marked = await markPaid(order.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().status).toBe('paid');
  });

  it('is allowed once the attempt is abandoned (30 minutes); its approval arriving then is to be refunded', async () => {
    const order = await placeOrder(app, buyer);
    const approved = await sandboxResult(app, buyer, order.id, 'success');
    const transactionId = approved.checkout.transaction_id as number;
    await ageAttempt(transactionId, 31);
    expect((await markPaid(order.id)).statusCode).toBe(200);
    await drainProvisioning(app);

    const log = fakeLog();
    const answer = await acceptGatewayCallback(app.deps, approved.fields, { remoteAddress: null, language: 'en', log });
    expect(answer).toMatchObject({ kind: 'applied', transaction: { status: 'approved' } });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(vi.mocked(log.error).mock.calls[0]?.[0]).toMatchObject({ orderId: order.id, transactionId });

    // The buyer reads that the money goes back; no receipt of a purchase is mailed for it.
    expect((await status(transactionId)).json()).toMatchObject({
      status: 'approved',
      outcome: 'succeeded',
      refund_due: true,
      status_message: REFUND_DUE_MESSAGE,
      refundable_until: null,
    });
    expect(await confirmationMails(order.reference_no)).toEqual([]);
    // The same answer again changes nothing and is not logged twice.
    const again = fakeLog();
    await acceptGatewayCallback(app.deps, approved.fields, { remoteAddress: null, language: 'en', log: again });
    expect(again.error).not.toHaveBeenCalled();

    // Its refund goes back through the gateway whatever the order; the order paid by IPS keeps its licence.
    const refund = await platformCall(app, admin, {
      method: 'POST',
      url: `/api/v1/payments/refund-licence-payment/${transactionId}`,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'refunded', refund_due: false });
    expect((await callbacksOf(app, transactionId)).map((row) => row.outcome)).toEqual([
      'applied',
      'duplicate',
      'refund',
    ]);
    const settled = await orderRow(app, order.id);
    expect(settled.status).toBe('provisioned');
    const [licence] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, settled.licenceId!));
    expect(licence?.status).toBe('active');
  });
});

describe('an approval that comes late', () => {
  it('is applied when its attempt has no answer yet, however old the bank’s time (was refused as late)', async () => {
    const order = await placeOrder(app, buyer);
    const { action, fields, checkout } = await sandboxResult(app, buyer, order.id, 'success');
    const answer = await postCallback(app, action, signedAgo(fields, 45), 'api');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ transaction_id: checkout.transaction_id, status: 'approved' });
    expect(['paid', 'provisioned']).toContain((await orderRow(app, order.id)).status);
  });

  it('pays the order even after Izlog closed its attempt as abandoned and opened another', async () => {
    const order = await placeOrder(app, buyer);
    const first = await sandboxResult(app, buyer, order.id, 'success');
    const firstId = first.checkout.transaction_id as number;
    await ageAttempt(firstId, 40);
    // The buyer presses "pay" again: the old attempt is closed at Izlog's side, a new one starts.
    const second = await pay(app, buyer, order.id);
    expect(second.json().transaction_id).not.toBe(firstId);
    expect((await transactionsOf(app, order.id)).map((row) => row.status)).toEqual(['error', 'redirected']);

    // The bank did charge the first attempt; its answer comes now.
    const answer = await postCallback(app, first.action, signedAgo(first.fields, 38), 'api');
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await status(firstId)).json()).toMatchObject({ status: 'approved', refund_due: false });
    const paid = await orderRow(app, order.id);
    expect(['paid', 'provisioned']).toContain(paid.status);
    expect(await confirmationMails(order.reference_no)).toHaveLength(1);
  });

  it('for an abandoned attempt whose order another attempt paid meanwhile, is to be refunded', async () => {
    const order = await placeOrder(app, buyer);
    const first = await sandboxResult(app, buyer, order.id, 'success');
    const firstId = first.checkout.transaction_id as number;
    await ageAttempt(firstId, 40);
    const second = await sandboxResult(app, buyer, order.id, 'success');
    expect((await postCallback(app, second.action, second.fields, 'api')).statusCode).toBe(200);
    const paidAt = (await orderRow(app, order.id)).paidAt;

    const answer = await postCallback(app, first.action, first.fields, 'api');
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await status(firstId)).json()).toMatchObject({ status: 'approved', refund_due: true });
    expect((await status(second.checkout.transaction_id)).json()).toMatchObject({ refund_due: false });
    expect((await orderRow(app, order.id)).paidAt).toEqual(paidAt);
  });

  it('after a decline of the same attempt (the bank’s page let the buyer try again) is applied', async () => {
    const order = await placeOrder(app, buyer);
    const declined = await sandboxResult(app, buyer, order.id, 'failure');
    expect((await postCallback(app, declined.action, declined.fields, 'api')).json().status).toBe('declined');
    const retried = await submitCard(app, declined.page, testCard('success'));
    const approved = returnForm(retried.body);
    const answer = await postCallback(app, approved.action, approved.fields, 'api');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().status).toBe('approved');
    expect(['paid', 'provisioned']).toContain((await orderRow(app, order.id)).status);
    // The decline again is now refused: the attempt took money.
    const replay = await postCallback(app, declined.action, declined.fields, 'api');
    expect(replay.json().message).toContain('(already_settled)');
  });
});

describe('an approval for an order whose address went to another buyer', () => {
  it('is to be refunded, and the order says why; the refund makes the order refunded', async () => {
    const order = await placeOrder(app, buyer);
    const approved = await sandboxResult(app, buyer, order.id, 'success');
    const transactionId = approved.checkout.transaction_id as number;
    // The reservation lapsed while the buyer was on the card page; another buyer takes the address.
    await app.deps.platformDb
      .update(salesOrders)
      .set({ reservedUntil: new Date(Date.now() - MINUTE) })
      .where(eq(salesOrders.id, order.id));
    const other = await createPlatformAccount(app, 'SALES');
    const subdomain = (await orderRow(app, order.id)).subdomain;
    expect((await placeOrder(app, other, { title_of_app_unique: subdomain })).status).toBe('awaiting_payment');

    expect((await postCallback(app, approved.action, approved.fields, 'api')).json().status).toBe('approved');
    expect((await status(transactionId)).json()).toMatchObject({ refund_due: true });
    const answer = await platformCall(app, buyer, {
      method: 'GET',
      url: `/api/v1/licences/get-sales-order/${order.id}`,
    });
    expect(answer.json()).toMatchObject({
      status: 'expired',
      licence_id: null,
      provisioning_error: 'paid after its reservation lapsed, when its address was already taken',
    });

    const refund = await platformCall(app, buyer, {
      method: 'POST',
      url: `/api/v1/payments/refund-licence-payment/${transactionId}`,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await orderRow(app, order.id)).status).toBe('refunded');
  });
});
