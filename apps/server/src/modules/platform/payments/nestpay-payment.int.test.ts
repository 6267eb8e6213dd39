/**
 * The NestPay adapter in the running server (PAYMENT_GATEWAY=nestpay): the checkout is a signed form for the bank's
 * hosted page, the bank's answer is verified by its ver3 hash, and a refund is a CC5Request Credit to the bank's XML
 * API — played here by a loopback HTTP server that checks what it is sent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { orderRow, pay, placeOrder, postCallback, transactionsOf } from '../../../../test/support/payments';
import { createPlatformAccount, platformCall, type TPlatformAccount } from '../../../../test/support/sales-console';
import { drainProvisioning } from '../../../../test/support/sales-orders';
import { licences } from '../../../db/schema';
import { belgradeWallClock } from '../../../platform/payments/belgrade-time';
import { nestpayHashV3 } from '../../../platform/payments/hashes';

const STORE_KEY = 'NestPay|Store\\Key';
const CLIENT_ID = '13IN060426';
let bank: Server;
let bankAnswer = '';
const bankRequests: { path: string; type: string; body: string }[] = [];
let app: TTestApp;
let buyer: TPlatformAccount;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  bank = createServer(async (request, response) => {
    bankRequests.push({
      path: request.url ?? '',
      type: String(request.headers['content-type']),
      body: await readBody(request),
    });
    response.writeHead(200, { 'content-type': 'text/xml' }).end(bankAnswer);
  });
  await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
  const { port } = bank.address() as AddressInfo;
  app = await createTestApp({
    PAYMENT_GATEWAY: 'nestpay',
    NESTPAY_CLIENT_ID: CLIENT_ID,
    NESTPAY_STORE_KEY: STORE_KEY,
    NESTPAY_API_URL: `http://127.0.0.1:${port}/fim/api`,
    NESTPAY_API_USER: 'izlog-api',
    NESTPAY_API_PASSWORD: 'p<a>ss&word',
    PUBLIC_URL: 'https://izlog.example.com',
  });
  buyer = await createPlatformAccount(app, 'SALES');
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => bank.close(resolve));
});

const pad = (n: number) => String(n).padStart(2, '0');
function trxDate(instant = new Date()): string {
  const w = belgradeWallClock(instant);
  return `${w.year}${pad(w.month)}${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** What the bank posts back to okUrl/failUrl: the fields it was sent, its result, all signed with ver3. */
function bankResult(
  sent: Record<string, string>,
  result: Record<string, string>,
  storeKey = STORE_KEY,
): Record<string, string> {
  const { HASH: _sentHash, ...echoed } = sent;
  const fields: Record<string, string> = {
    ...echoed,
    ReturnOid: sent.oid!,
    MaskedPan: '522222***2222',
    'EXTRA.CARDBRAND': 'MASTERCARD',
    'EXTRA.TRXDATE': trxDate(),
    HASHPARAMS: 'ver3',
    ...result,
  };
  return { ...fields, HASH: nestpayHashV3(fields, storeKey) };
}
const APPROVED = {
  Response: 'Approved',
  ProcReturnCode: '00',
  mdStatus: '1',
  AuthCode: '087361',
  TransId: '26327Q1b2',
};

async function checkoutOf(orderId: number) {
  const response = await pay(app, buyer, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    return_type: string;
    redirect_url: string;
    fields: Record<string, string>;
    transaction_id: number;
  };
}

describe('the checkout for NestPay', () => {
  it('is a form for the bank’s 3D Pay Hosting page, signed with hash ver3, the same on a second click', async () => {
    const order = await placeOrder(app, buyer);
    const checkout = await checkoutOf(order.id);
    expect(checkout.return_type).toBe('form_post');
    expect(checkout.redirect_url).toBe('https://testsecurepay.eway2pay.com/fim/est3Dgate');
    const callback = 'https://izlog.example.com/api/v1/payments/gateway-callback/nestpay';
    expect(checkout.fields).toMatchObject({
      clientid: CLIENT_ID,
      storetype: '3d_pay_hosting',
      TranType: 'Auth',
      amount: '12000.00',
      currency: '941',
      oid: `${order.reference_no}-1`,
      okUrl: callback,
      failUrl: callback,
      lang: 'sr',
      hashAlgorithm: 'ver3',
      encoding: 'UTF-8',
    });
    expect(checkout.fields.rnd).toMatch(/^[0-9a-f]{20}$/);
    expect(checkout.fields.HASH).toBe(nestpayHashV3(checkout.fields, STORE_KEY));
    expect(await checkoutOf(order.id)).toEqual(checkout);
    // The site's pages may post that form to the bank, and to nowhere else but Izlog.
    const page = await app.inject({ method: 'GET', url: '/health' });
    expect(String(page.headers['content-security-policy'])).toContain(
      "form-action 'self' https://testsecurepay.eway2pay.com;",
    );
  });
});

describe('the bank’s answer', () => {
  it('approves the payment when its hash is right (a + in it encoded or not), and the order is paid', async () => {
    const order = await placeOrder(app, buyer);
    const checkout = await checkoutOf(order.id);
    let answer = bankResult(checkout.fields, APPROVED);
    // Vary the bank's transaction id until the hash holds a +: the case form decoders get wrong.
    for (let i = 0; !answer.HASH?.includes('+'); i++) {
      answer = bankResult(checkout.fields, { ...APPROVED, TransId: `T${i}` });
    }
    const back = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/gateway-callback/nestpay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams(answer).toString().replace(/%2B/g, '+'),
    });
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(`https://izlog.example.com/payment/result/${checkout.transaction_id}`);
    const status = await platformCall(app, buyer, {
      method: 'GET',
      url: `/api/v1/payments/transaction-status/${checkout.transaction_id}`,
    });
    expect(status.json()).toMatchObject({
      status: 'approved',
      outcome: 'succeeded',
      card_type: 'MASTERCARD',
      card_last4: '2222',
      authorization_code: '087361',
      status_code: '00',
      gateway_transaction_id: answer.TransId,
    });
    expect(['paid', 'provisioned']).toContain((await orderRow(app, order.id)).status);
  });

  it('declines with the bank’s code and message; refuses a wrong hash or another merchant', async () => {
    const order = await placeOrder(app, buyer);
    const checkout = await checkoutOf(order.id);
    const forged = bankResult(checkout.fields, APPROVED, 'guessed-key');
    expect((await postCallback(app, checkout.fields.okUrl!, forged, 'api')).statusCode).toBe(400);
    const foreign = bankResult({ ...checkout.fields, clientid: '99OTHER' }, APPROVED);
    const refused = await postCallback(app, checkout.fields.okUrl!, foreign, 'api');
    expect(refused.json().message).toContain('(wrong_merchant)');
    expect((await transactionsOf(app, order.id))[0]?.status).toBe('redirected');

    const declined = bankResult(checkout.fields, {
      Response: 'Declined',
      ProcReturnCode: '51',
      mdStatus: '1',
      ErrMsg: 'Nedovoljno sredstava',
    });
    const answer = await postCallback(app, checkout.fields.failUrl!, declined, 'api');
    expect(answer.json()).toMatchObject({ status: 'declined', outcome: 'failed' });
    const [attempt] = await transactionsOf(app, order.id);
    expect(attempt).toMatchObject({ statusCode: '51', statusMessage: 'Nedovoljno sredstava' });
    expect((await orderRow(app, order.id)).status).toBe('awaiting_payment');
  });

  it('refuses Izlog’s own checkout form posted back to the callback (it carries a valid ver3 hash too)', async () => {
    const order = await placeOrder(app, buyer);
    const checkout = await checkoutOf(order.id);
    const echo = await postCallback(app, checkout.fields.okUrl!, checkout.fields, 'api');
    expect(echo.statusCode).toBe(400);
    expect(echo.json().message).toContain('(malformed)');
    // The attempt still waits for the bank, which then answers as usual.
    expect((await transactionsOf(app, order.id))[0]?.status).toBe('redirected');
    const approved = await postCallback(app, checkout.fields.okUrl!, bankResult(checkout.fields, APPROVED), 'api');
    expect(approved.json()).toMatchObject({ status: 'approved' });
  });
});

describe('a refund through the bank’s XML API', () => {
  async function paidLicence() {
    const order = await placeOrder(app, buyer);
    const checkout = await checkoutOf(order.id);
    await postCallback(app, checkout.fields.okUrl!, bankResult(checkout.fields, APPROVED), 'api');
    await drainProvisioning(app);
    return { order, transactionId: checkout.transaction_id, oid: checkout.fields.oid! };
  }

  it('sends a Credit of the order’s amount and closes the licence when the bank approves', async () => {
    const { order, transactionId, oid } = await paidLicence();
    bankAnswer =
      '<?xml version="1.0" encoding="UTF-8"?><CC5Response><OrderId>' +
      oid +
      '</OrderId><Response>Approved</Response><AuthCode>R00001</AuthCode><ProcReturnCode>00</ProcReturnCode>' +
      '<TransId>26327RF01</TransId><ErrMsg></ErrMsg></CC5Response>';
    bankRequests.length = 0;
    const response = await platformCall(app, buyer, {
      method: 'POST',
      url: `/api/v1/payments/refund-licence-payment/${transactionId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(bankRequests).toHaveLength(1);
    expect(bankRequests[0]).toMatchObject({ path: '/fim/api', type: 'application/xml; charset=utf-8' });
    expect(bankRequests[0]?.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><CC5Request><Name>izlog-api</Name>' +
        '<Password>p&lt;a&gt;ss&amp;word</Password><ClientId>13IN060426</ClientId><Type>Credit</Type>' +
        `<OrderId>${oid}</OrderId><Total>12000.00</Total><Currency>941</Currency></CC5Request>`,
    );
    const { licenceId } = await orderRow(app, order.id);
    const [licence] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licenceId!));
    expect(licence?.status).toBe('closed');
  });

  it('changes nothing when the bank refuses, and says why (502)', async () => {
    const { order, transactionId } = await paidLicence();
    bankAnswer =
      '<CC5Response><Response>Declined</Response><ProcReturnCode>99</ProcReturnCode>' +
      '<ErrMsg>Credit amount exceeds the sale</ErrMsg></CC5Response>';
    const response = await platformCall(app, buyer, {
      method: 'POST',
      url: `/api/v1/payments/refund-licence-payment/${transactionId}`,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'The payment gateway did not make the refund (Credit amount exceeds the sale); nothing was changed, please try again later.',
    );
    expect((await transactionsOf(app, order.id))[0]?.status).toBe('approved');
    const { licenceId, status } = await orderRow(app, order.id);
    expect(status).toBe('provisioned');
    const [licence] = await app.deps.platformDb.select().from(licences).where(eq(licences.id, licenceId!));
    expect(licence?.status).toBe('active');
  });
});
