/**
 * Paying an order through the sandbox gateway, end to end over HTTP as a buyer's browser does it: the checkout, the
 * hosted card page with each test card and the cancel button, the signed callback, the result the buyer reads, the
 * confirmation mail and the licence it pays for.
 */
import { LICENCE_PRICES_MINOR } from '@izlog/contract/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../../../test/factories';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import {
  callbacksOf,
  orderRow,
  pathOf,
  pay,
  payWithSandbox,
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
import { paymentTransactions, salesOrders } from '../../../db/schema';
import { SandboxGateway } from '../../../platform/payments/sandbox';

let app: TTestApp;
let buyer: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, PUBLIC_URL: 'http://izlog.test:3999' });
  buyer = await createPlatformAccount(app, 'SALES', { name: 'Jovana Kupac' });
});
afterAll(() => app.close());

const status = (transactionId: number, account: { token: string } | null = buyer) =>
  platformCall(app, account, { method: 'GET', url: `/api/v1/payments/transaction-status/${transactionId}` });
const salesOrder = (orderId: number) =>
  platformCall(app, buyer, { method: 'GET', url: `/api/v1/licences/get-sales-order/${orderId}` });

describe('the checkout', () => {
  it('sends the buyer to the sandbox’s hosted page, with the result page as success and error address', async () => {
    const order = await placeOrder(app, buyer);
    const response = await pay(app, buyer, order.id);
    expect(response.statusCode, response.body).toBe(200);
    const checkout = response.json();
    expect(checkout).toMatchObject({
      return_type: 'redirect',
      success_url: `http://izlog.test:3999/payment/result/${checkout.transaction_id}`,
      error_url: `http://izlog.test:3999/payment/result/${checkout.transaction_id}`,
    });
    expect(checkout.redirect_url).toMatch(/^http:\/\/izlog\.test:3999\/sandbox-gateway\/pay\?session=[\w-]+\.[\w-]+$/);

    const page = await app.inject({ method: 'GET', url: pathOf(checkout.redirect_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    // The amount is the order's, the order number its reference, the merchant the configured payee (Serbian page).
    expect(page.body).toContain('<html lang="sr-Latn">');
    expect(page.body).toContain('12.000,00 RSD');
    expect(page.body).toContain(order.reference_no);
    expect(page.body).toContain('Izlog d.o.o.');
    expect(page.body).toContain('Licenca Izlog (osnovna): Cvećara Lala');
    expect(page.body).toMatch(/<label for="card_number">Broj kartice<\/label>\s*<input id="card_number"/);
    expect(page.body).toContain('value="cancel"');
    expect(page.body).toContain('4111 1111 1111 1111');

    const english = await app.inject({ method: 'GET', url: `${pathOf(checkout.redirect_url)}&lang=en` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('RSD 12,000.00');
    expect(english.body).toContain('<a href="?session=');
    expect(english.body).toContain('<label for="cvc">CVC code</label>');
  });

  it('charges the order’s total whatever the browser sends', async () => {
    const order = await placeOrder(app, buyer, { price: 1, total: 1 });
    expect(order.total).toBe(LICENCE_PRICES_MINOR.basic);
    const response = await pay(app, buyer, order.id, { amount: 100, total: 100, currency: 'EUR' });
    expect(response.statusCode, response.body).toBe(200);
    const [attempt] = await transactionsOf(app, order.id);
    expect(attempt).toMatchObject({ amountMinor: LICENCE_PRICES_MINOR.basic, currency: 'RSD' });
    const { fields } = await sandboxResult(app, buyer, order.id, 'success');
    expect(fields.amount).toBe(String(LICENCE_PRICES_MINOR.basic));
  });

  it('answers a second click with the same attempt and the same address: one open attempt, no second charge', async () => {
    const order = await placeOrder(app, buyer);
    const first = (await pay(app, buyer, order.id)).json();
    const again = (await pay(app, buyer, order.id)).json();
    const [racedA, racedB] = await Promise.all([pay(app, buyer, order.id), pay(app, buyer, order.id)]);
    for (const answer of [again, racedA.json(), racedB.json()]) expect(answer).toEqual(first);
    const attempts = await transactionsOf(app, order.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ gatewayOrderId: `${order.reference_no}-1`, status: 'redirected' });
  });

  it('shows the card form again with each mistake tied to its field', async () => {
    const order = await placeOrder(app, buyer);
    const checkout = (await pay(app, buyer, order.id)).json();
    const page = await submitCard(app, pathOf(checkout.redirect_url), {
      card_number: '5555 5555 5555 4444',
      card_name: 'P',
      expiry: '01/20',
      cvc: '12',
      action: 'pay',
    });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('role="alert"');
    expect(page.body).toMatch(/id="card_number"[^>]*aria-invalid="true" aria-describedby="card_number-error"/);
    expect(page.body).toContain('U probnom sistemu rade samo probne kartice navedene ispod.');
    expect(page.body).toMatch(/id="expiry"[^>]*aria-invalid="true"/);
    expect(page.body).toMatch(/id="cvc"[^>]*aria-invalid="true" aria-describedby="cvc-hint cvc-error"/);
    // What was typed stays, nothing is charged.
    expect(page.body).toContain('value="5555 5555 5555 4444"');
    expect((await transactionsOf(app, order.id))[0]?.status).toBe('redirected');
  });

  it('refuses a payment page whose address was tampered with', async () => {
    const order = await placeOrder(app, buyer);
    const checkout = (await pay(app, buyer, order.id)).json();
    const [body, mac] = new URL(checkout.redirect_url).searchParams.get('session')!.split('.');
    const session = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const cheaper = Buffer.from(JSON.stringify({ ...session, amount: 100 })).toString('base64url');
    const page = await app.inject({ method: 'GET', url: `/sandbox-gateway/pay?session=${cheaper}.${mac}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Ova adresa plaćanja nije ispravna.');
  });
});

describe('paying with the success card', () => {
  it('approves, hands the signed result back, shows it to the buyer, mails it and provisions the licence', async () => {
    const order = await placeOrder(app, buyer, { title_of_app: 'Pekara Klas' });
    const { action, fields, checkout } = await sandboxResult(app, buyer, order.id, 'success');
    expect(action).toBe('http://izlog.test:3999/api/v1/payments/gateway-callback/sandbox');
    expect(fields).toMatchObject({ outcome: 'approved', oid: `${order.reference_no}-1`, card_last4: '1111' });
    expect(fields.signature).toMatch(/^[0-9a-f]{64}$/);

    const back = await postCallback(app, action, fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://izlog.test:3999/payment/result/${checkout.transaction_id}`);

    const result = await status(checkout.transaction_id);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      id: checkout.transaction_id,
      order_id: order.id,
      order_number: order.reference_no,
      status: 'approved',
      outcome: 'succeeded',
      amount: LICENCE_PRICES_MINOR.basic,
      currency: 'RSD',
      card_type: 'VISA',
      card_last4: '1111',
      status_code: '00',
    });
    expect(result.json().authorization_code).toMatch(/^[0-9A-F]{6}$/);
    expect(result.json().gateway_transaction_id).toMatch(/^SBX-/);
    expect(Date.now() - new Date(result.json().time).getTime()).toBeLessThan(60_000);
    // Paid, and (the provisioning job runs at once in this process) soon provisioned.
    expect(['paid', 'provisioned']).toContain((await orderRow(app, order.id)).status);

    const mail = await lastMailTo(app, buyer.email);
    expect(mail?.subject).toBe(`Potvrda o plaćanju – porudžbina ${order.reference_no}`);
    for (const part of [
      'Poštovani/a Jovana Kupac,',
      'Prodavac: Izlog d.o.o., Beograd',
      `Broj porudžbine: ${order.reference_no}`,
      'Licenca: Osnovna – Pekara Klas',
      `Adresa sajta: http://${(await orderRow(app, order.id)).subdomain}.izlog.test:3999`,
      'Iznos: 12.000,00 RSD (sa PDV-om)',
      'Kartica: VISA **** 1111',
      `Autorizacioni kod: ${result.json().authorization_code}`,
      'Kod statusa: 00',
      `ID transakcije: ${result.json().gateway_transaction_id}`,
      '(Europe/Belgrade)',
      'u roku od 15 dana od zakupa',
    ]) {
      expect(mail?.textBody).toContain(part);
    }

    await drainProvisioning(app);
    const paid = (await salesOrder(order.id)).json();
    expect(paid).toMatchObject({ status: 'provisioned' });
    const provisioned = (await status(checkout.transaction_id)).json();
    expect(provisioned.licence_id).toBe(paid.licence_id);
    expect(provisioned.site_url).toBe(`http://${paid.subdomain}.izlog.test:3999`);
    const until = new Date(provisioned.refundable_until).getTime() - Date.now();
    expect(until).toBeGreaterThan(14.9 * 86_400_000);
    expect(until).toBeLessThanOrEqual(15 * 86_400_000);
  });

  it('mails the confirmation in the language the buyer ordered in, whatever the bank’s answer carries', async () => {
    // A Serbian buyer whose browser (or the bank's page) asks for English: the mail is Serbian.
    const serbian = await placeOrder(app, buyer, { title_of_app: 'Pekara Zrno' });
    const paidInSerbian = await sandboxResult(app, buyer, serbian.id, 'success');
    expect((await postCallback(app, paidInSerbian.action, paidInSerbian.fields, 'browser', 'en-US')).statusCode).toBe(
      303,
    );
    expect((await lastMailTo(app, buyer.email))?.subject).toBe(
      `Potvrda o plaćanju – porudžbina ${serbian.reference_no}`,
    );

    // An English buyer, whose answer comes back with no language at all: the mail is English.
    const english = await placeOrder(app, buyer, { title_of_app: 'Bakery Grain' }, 'en');
    const paidInEnglish = await sandboxResult(app, buyer, english.id, 'success');
    expect((await postCallback(app, paidInEnglish.action, paidInEnglish.fields)).statusCode).toBe(303);
    expect((await lastMailTo(app, buyer.email))?.subject).toBe(`Payment confirmation – order ${english.reference_no}`);
  });

  it('answers an API caller with JSON instead of a redirect', async () => {
    const order = await placeOrder(app, buyer);
    const { action, fields, checkout } = await sandboxResult(app, buyer, order.id, 'success');
    const answer = await postCallback(app, action, fields, 'api');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      transaction_id: checkout.transaction_id,
      status: 'approved',
      outcome: 'succeeded',
      result_url: `http://izlog.test:3999/payment/result/${checkout.transaction_id}`,
    });
  });
});

describe('the failure card and the cancel button', () => {
  it('declines with code 51, leaves the order waiting and lets the buyer try again as a new attempt', async () => {
    const order = await placeOrder(app, buyer);
    const transactionId = await payWithSandbox(app, buyer, order.id, 'failure');
    expect((await status(transactionId)).json()).toMatchObject({
      status: 'declined',
      outcome: 'failed',
      status_code: '51',
      card_last4: '0002',
      authorization_code: null,
      licence_id: null,
      refundable_until: null,
    });
    expect((await orderRow(app, order.id)).status).toBe('awaiting_payment');
    expect(await lastMailTo(app, 'nobody@example.com')).toBeUndefined();

    const retry = (await pay(app, buyer, order.id)).json();
    expect(retry.transaction_id).not.toBe(transactionId);
    const attempts = await transactionsOf(app, order.id);
    expect(attempts.map((attempt) => attempt.gatewayOrderId)).toEqual([
      `${order.reference_no}-1`,
      `${order.reference_no}-2`,
    ]);
    await payWithSandbox(app, buyer, order.id, 'success');
    expect(['paid', 'provisioned']).toContain((await orderRow(app, order.id)).status);
  });

  it('cancels: outcome canceled, nothing charged, the order still waits', async () => {
    const order = await placeOrder(app, buyer);
    const transactionId = await payWithSandbox(app, buyer, order.id, 'cancel');
    expect((await status(transactionId)).json()).toMatchObject({
      status: 'canceled',
      outcome: 'canceled',
      card_type: null,
      card_last4: null,
    });
    expect((await orderRow(app, order.id)).status).toBe('awaiting_payment');
    const [applied] = await callbacksOf(app, transactionId);
    expect(applied).toMatchObject({ outcome: 'applied', reason: null, gateway: 'sandbox' });
  });
});

describe('what the buyer may ask of an order', () => {
  it('refuses to pay an order that is paid already (409) or whose reservation ended (409 naming when)', async () => {
    const order = await placeOrder(app, buyer);
    await payWithSandbox(app, buyer, order.id);
    await drainProvisioning(app);
    const twice = await pay(app, buyer, order.id, {}, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'This order is not waiting for a payment (its status is "provisioned"), so it cannot be paid again.',
    );

    const late = await placeOrder(app, buyer);
    await app.deps.platformDb
      .update(salesOrders)
      .set({ reservedUntil: new Date('2026-01-10T11:30:00Z') })
      .where(eq(salesOrders.id, late.id));
    const expired = await pay(app, buyer, late.id, {}, 'en');
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(
      'The reservation of this order ended at 10.01.2026. 12:30; please place a new order.',
    );
  });

  it('pays another buyer’s order never (404), and a visitor not at all (401)', async () => {
    const order = await placeOrder(app, buyer);
    const other = await createPlatformAccount(app, 'SALES');
    expect((await pay(app, other, order.id)).statusCode).toBe(404);
    expect((await pay(app, null, order.id)).statusCode).toBe(401);
    expect(await transactionsOf(app, order.id)).toHaveLength(0);
  });

  it('completes a free order without a gateway', async () => {
    const order = await placeOrder(app, buyer, { licence_type: 'free' });
    const response = await pay(app, buyer, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      return_type: 'completed',
      transaction_id: null,
      redirect_url: 'http://izlog.test:3999/console',
    });
    expect(await transactionsOf(app, order.id)).toHaveLength(0);
  });

  it('sends the confirmation again on request with a Serbian notice, and only for a successful payment', async () => {
    const order = await placeOrder(app, buyer);
    const approved = await payWithSandbox(app, buyer, order.id);
    const resend = await platformCall(app, buyer, {
      method: 'POST',
      url: '/api/v1/payments/send-payment-success-mail',
      payload: { transactionId: approved },
      language: 'en',
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json()).toEqual({ message: `Potvrda o plaćanju je poslata na ${buyer.email}.` });
    // Asked in English, the mail is English.
    expect((await lastMailTo(app, buyer.email))?.subject).toBe(`Payment confirmation – order ${order.reference_no}`);

    const other = await placeOrder(app, buyer);
    const declined = await payWithSandbox(app, buyer, other.id, 'failure');
    const refused = await platformCall(app, buyer, {
      method: 'POST',
      url: '/api/v1/payments/send-payment-success-mail',
      payload: { transactionId: declined },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A confirmation is sent only for a successful payment.');
    const stranger = await createPlatformAccount(app, 'SALES');
    const foreign = await platformCall(app, stranger, {
      method: 'POST',
      url: '/api/v1/payments/send-payment-success-mail',
      payload: { transactionId: approved },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('time at the gateway', () => {
  it('closes an attempt left at the gateway past 30 minutes and starts a new one; the old answer still pays', async () => {
    const order = await placeOrder(app, buyer);
    const old = await sandboxResult(app, buyer, order.id, 'success');
    await app.deps.platformDb
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(paymentTransactions.id, old.checkout.transaction_id));
    const fresh = (await pay(app, buyer, order.id)).json();
    expect(fresh.transaction_id).not.toBe(old.checkout.transaction_id);
    const [abandoned, next] = await transactionsOf(app, order.id);
    expect(abandoned).toMatchObject({
      status: 'error',
      statusMessage: 'Abandoned: no answer from the gateway in time',
    });
    expect(next).toMatchObject({ gatewayOrderId: `${order.reference_no}-2`, status: 'redirected' });
    // The card was charged on the old attempt: its answer is applied, not refused (decision 0029).
    expect((await postCallback(app, old.action, old.fields, 'api')).json()).toMatchObject({ status: 'approved' });
    expect(['paid', 'provisioned']).toContain((await orderRow(app, order.id)).status);
  });

  it('shows an expired payment page as such (410), with a way back', async () => {
    const gateway = new SandboxGateway(SANDBOX_SECRET, 'http://izlog.test:3999', 'Izlog d.o.o.');
    const token = gateway.sessionToken({
      oid: '9700000000-1',
      amount: 100,
      currency: 'RSD',
      orderNumber: '9700000000',
      description: 'Izlog',
      okUrl: 'http://izlog.test:3999/api/v1/payments/gateway-callback/sandbox',
      failUrl: 'http://izlog.test:3999/api/v1/payments/gateway-callback/sandbox',
      lang: 'en',
      exp: Date.now() - 1000,
    });
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox-gateway/pay?session=${token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('<h1>The payment has expired</h1>');
    expect(page.body).toContain('href="http://izlog.test:3999"');
    const card = await submitCard(app, `/sandbox-gateway/pay?session=${token}`, testCard('success'));
    expect(card.statusCode).toBe(410);
  });
});

describe('the confirmation mail’s euro amount', () => {
  it('gives the EUR equivalent at the central bank’s middle rate, with the rate and its day', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
    await app.deps.exchangeRates.setRate('EUR', today, '117.1734');
    const order = await placeOrder(app, buyer);
    await payWithSandbox(app, buyer, order.id);
    const mail = await lastMailTo(app, buyer.email);
    expect(mail?.textBody).toContain(
      `Za informaciju: 102,41 € po srednjem kursu NBS 117,1734 na dan ${today.split('-').reverse().join('.')}`,
    );
  });
});

describe('the hand-back page', () => {
  it('posts by itself through a script file the page’s CSP allows, and has a button without scripts', async () => {
    const order = await placeOrder(app, buyer);
    const checkout = (await pay(app, buyer, order.id)).json();
    const result = await submitCard(app, pathOf(checkout.redirect_url), testCard('success'));
    expect(result.body).toContain('<script src="/sandbox-gateway/return.js"></script>');
    expect(result.body).toMatch(/<button type="submit" class="primary">Nazad u prodavnicu<\/button>/);
    expect(returnForm(result.body).fields.outcome).toBe('approved');
    const script = await app.inject({ method: 'GET', url: '/sandbox-gateway/return.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("getElementById('return-form')");
    expect(String(result.headers['content-security-policy'])).toContain("script-src 'self'");
    // With the sandbox, forms post to Izlog only.
    expect(String(result.headers['content-security-policy'])).toContain("form-action 'self';");
  });
});
