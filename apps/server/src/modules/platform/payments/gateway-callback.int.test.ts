/**
 * The gateway callback believes nothing it cannot check: unsigned, tampered, unknown-order and wrong-amount answers
 * are refused with a 400 and logged; the same answer again is answered the same and changes nothing; a
 * different answer for a finished attempt is refused. And a payment's status is its buyer's (and the platform
 * admin's) to read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  callbacksNaming,
  callbacksOf,
  orderRow,
  placeOrder,
  postCallback,
  SANDBOX_SECRET,
  sandboxResult,
  transactionsOf,
} from '../../../../test/support/payments';
import { createPlatformAccount, platformCall, type TPlatformAccount } from '../../../../test/support/sales-console';
import { sandboxSignature } from '../../../platform/payments/hashes';

let app: TTestApp;
let buyer: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
  buyer = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app.close());

/** Fields signed with the sandbox's key after a change: what only someone holding the key could send. */
const signed = (fields: Record<string, string>, changes: Record<string, string>) => {
  const { signature: _old, ...rest } = { ...fields, ...changes };
  return { ...rest, signature: sandboxSignature(rest, SANDBOX_SECRET) };
};

/** An order with its attempt at the gateway and the gateway's signed answer, not yet posted. */
async function pendingAnswer(choice: 'success' | 'failure' = 'success') {
  const order = await placeOrder(app, buyer);
  const result = await sandboxResult(app, buyer, order.id, choice);
  return { order, transactionId: result.checkout.transaction_id as number, ...result };
}

async function expectNothingChanged(orderId: number, transactionId: number) {
  const [attempt] = await transactionsOf(app, orderId);
  expect(attempt).toMatchObject({ id: transactionId, status: 'redirected', authCode: null, completedAt: null });
  expect((await orderRow(app, orderId)).status).toBe('awaiting_payment');
}

describe('a callback that cannot be believed', () => {
  it('is refused unsigned (400), logged, and changes nothing', async () => {
    const { order, transactionId, action, fields } = await pendingAnswer();
    const { signature: _signature, ...unsigned } = fields;
    const answer = await postCallback(app, action, unsigned, 'api');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The payment gateway’s answer was refused (unsigned); nothing was changed.');
    await expectNothingChanged(order.id, transactionId);
    expect(await callbacksOf(app, transactionId)).toMatchObject([{ outcome: 'refused', reason: 'unsigned' }]);
  });

  it('is refused when any field was changed after signing: the outcome, the amount, the card', async () => {
    const { order, transactionId, action, fields } = await pendingAnswer('failure');
    for (const change of [{ outcome: 'approved' }, { amount: '100' }, { card_last4: '4242' }, { status_code: '00' }]) {
      const answer = await postCallback(app, action, { ...fields, ...change }, 'api');
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
    }
    // A signature of the right shape made with another key.
    const forged = { ...fields, outcome: 'approved', signature: 'ab'.repeat(32) };
    expect((await postCallback(app, action, forged, 'api')).statusCode).toBe(400);
    await expectNothingChanged(order.id, transactionId);
    const reasons = (await callbacksOf(app, transactionId)).map((row) => row.reason);
    expect(reasons).toEqual(Array(5).fill('bad_signature'));
  });

  it('is not refused for its age: a verified answer signed long ago is the gateway’s word while its attempt has none', async () => {
    // (Refused as "late" before: a real charge left without its licence; replays of settled answers are duplicates.)
    const { order, transactionId, action, fields } = await pendingAnswer();
    const old = signed(fields, { timestamp: new Date(Date.now() - 3 * 60 * 60_000).toISOString() });
    const answer = await postCallback(app, action, old, 'api');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ transaction_id: transactionId, status: 'approved' });
    expect(['paid', 'provisioned']).toContain((await orderRow(app, order.id)).status);
  });

  it('is refused for an order the gateway was never sent, or for another amount or currency than charged', async () => {
    const { order, transactionId, action, fields } = await pendingAnswer();
    const unknown = signed(fields, { oid: `${order.reference_no}-9` });
    expect((await postCallback(app, action, unknown, 'api')).statusCode).toBe(400);
    expect(await callbacksNaming(app, `${order.reference_no}-9`)).toMatchObject([
      { outcome: 'refused', reason: 'unknown_order', transactionId: null },
    ]);
    const cheaper = signed(fields, { amount: '100' });
    expect((await postCallback(app, action, cheaper, 'api')).json().message).toContain('(amount_mismatch)');
    const euros = signed(fields, { currency: 'EUR' });
    expect((await postCallback(app, action, euros, 'api')).json().message).toContain('(currency_mismatch)');
    await expectNothingChanged(order.id, transactionId);
  });

  it('keeps no card number and no flood of text in its record', async () => {
    const { transactionId, action, fields } = await pendingAnswer();
    const answer = await postCallback(
      app,
      action,
      { ...fields, pan: '4111 1111 1111 1111', note: 'x'.repeat(5000) },
      'api',
    );
    expect(answer.statusCode).toBe(400);
    const [row] = await callbacksOf(app, transactionId);
    expect(row?.payload).toMatchObject({ pan: '[removed]', oid: fields.oid });
    expect(String(row?.payload.note)).toHaveLength(1000);
  });

  it('tells a browser in a page, with the way to the payment’s status', async () => {
    const { transactionId, action, fields } = await pendingAnswer();
    const answer = await postCallback(app, action, { ...fields, amount: '1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<h1>Plaćanje nije potvrđeno</h1>');
    expect(answer.body).toContain(`/payment/result/${transactionId}`);
  });
});

describe('the same callback again', () => {
  it('is answered the same and changes nothing; a different answer for the finished attempt is refused', async () => {
    const { order, transactionId, action, fields } = await pendingAnswer();
    const first = await postCallback(app, action, fields);
    expect(first.statusCode).toBe(303);
    const [settled] = await transactionsOf(app, order.id);
    const orderAfter = await orderRow(app, order.id);

    const replay = await postCallback(app, action, fields);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(first.headers.location);
    // The same result stamped later (the buyer pressed the button twice) is the same answer too.
    const again = signed(fields, { timestamp: new Date().toISOString() });
    expect((await postCallback(app, action, again, 'api')).json()).toMatchObject({ status: 'approved' });
    const [unchanged] = await transactionsOf(app, order.id);
    expect(unchanged).toEqual(settled);
    expect((await orderRow(app, order.id)).paidAt).toEqual(orderAfter.paidAt);

    // Declined after approved, even correctly signed: refused.
    const declined = signed(fields, { outcome: 'declined', status_code: '51', auth_code: '' });
    const refused = await postCallback(app, action, declined, 'api');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('(already_settled)');
    expect((await transactionsOf(app, order.id))[0]).toEqual(settled);

    expect((await callbacksOf(app, transactionId)).map((row) => [row.outcome, row.reason])).toEqual([
      ['applied', null],
      ['duplicate', null],
      ['duplicate', null],
      ['refused', 'already_settled'],
    ]);
    // One payment, one confirmation mail.
    const mails = await app.deps.platformDb.query.mailOutbox.findMany({
      where: (mail, { eq }) => eq(mail.toAddress, buyer.email),
    });
    expect(mails.filter((mail) => mail.subject.includes(order.reference_no))).toHaveLength(1);
  });

  it('answers a callback to a gateway this server does not use with a 404, recording nothing', async () => {
    const answer = await call(app, {
      method: 'POST',
      url: '/api/v1/payments/gateway-callback/nestpay',
      payload: { oid: 'x-1', HASH: 'abc' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('This payment gateway is not in use on this server.');
    expect(await callbacksNaming(app, 'x-1')).toEqual([]);
  });
});

describe('who reads a payment', () => {
  it('is its buyer and the platform admin; another sales user gets 404, a visitor 401, a licence user 403', async () => {
    const { transactionId, action, fields } = await pendingAnswer();
    await postCallback(app, action, fields);
    const url = `/api/v1/payments/transaction-status/${transactionId}`;
    const read = (account: { token: string } | null) => platformCall(app, account, { method: 'GET', url });

    expect((await read(buyer)).statusCode).toBe(200);
    const admin = await createPlatformAccount(app, 'PLATFORM_ADMIN');
    expect((await read(admin)).json()).toMatchObject({ id: transactionId, status: 'approved' });
    for (const role of ['SALES', 'PARTNER'] as const) {
      const other = await createPlatformAccount(app, role);
      const response = await read(other);
      expect(response.statusCode, role).toBe(404);
      expect(response.json().message).toBe('The requested item does not exist.');
    }
    expect((await read(null)).statusCode).toBe(401);
    expect(
      (await platformCall(app, buyer, { method: 'GET', url: '/api/v1/payments/transaction-status/999999' })).statusCode,
    ).toBe(404);

    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    const licenceUser = await call(app, { method: 'GET', url, licence: licence.id, token });
    expect(licenceUser.statusCode).toBe(403);
  });
});
