/**
 * create-licence (SPEC §4 purchase flow; issue 13): an order with the server's price and a model-97 reference that
 * holds its names while it waits for payment — and every refusal, which leaves no order behind.
 */
import { isModel97Reference } from '@izlog/contract/payment-reference';
import { LICENCE_PRICES_MINOR, ORDER_RESERVATION_MINUTES } from '@izlog/contract/sales';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { multipart } from '../../../../test/multipart';
import { postCallback, sandboxResult } from '../../../../test/support/payments';
import { createPlatformAccount, platformCall, type TPlatformAccount } from '../../../../test/support/sales-console';
import { createLicenceCall, orderForm, uniqueSubdomain } from '../../../../test/support/sales-orders';
import { domainPrices, paymentTransactions, salesOrders } from '../../../db/schema';
import { appIconSourceProblem } from '../../../platform/images/app-icon';
import { readAppIconSource } from '../../../platform/images/app-icon-source';

let app: TTestApp;
let seller: TPlatformAccount;
let rsPrice: number;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createPlatformAccount(app, 'SALES');
  await app.deps.platformDb
    .insert(domainPrices)
    .values({ zone: 'rs', registrationMinor: 180_000, renewalMinor: 180_000, reactivationMinor: 300_000 })
    .onConflictDoNothing();
  const [rs] = await app.deps.platformDb.select().from(domainPrices).where(eq(domainPrices.zone, 'rs'));
  rsPrice = rs!.registrationMinor;
});
afterAll(() => app.close());

const order = (payload: object, account: { token: string } | null = seller) => createLicenceCall(app, account, payload);
const orderIn = (language: 'srp' | 'en', payload: object, account: { token: string }) =>
  platformCall(app, account, { method: 'POST', url: '/api/v1/licences/create-licence', payload, language });
const ordersFor = (subdomain: string) =>
  app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.subdomain, subdomain));
const uniqueDomain = () => `${uniqueSubdomain('cvece')}.rs`;

describe('create-licence: the order', () => {
  it('answers the order awaiting payment at the server’s price, with a model-97 reference and a reservation', async () => {
    const form = orderForm();
    const before = Date.now();
    const response = await order(form);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'new',
      status: 'awaiting_payment',
      licence_id: null,
      licence_type: 'basic',
      template_id: 1,
      title_of_app: 'Cvećara Lala',
      subdomain: form.title_of_app_unique,
      custom_domain: null,
      licence_amount: LICENCE_PRICES_MINOR.basic,
      domain_amount: 0,
      total: LICENCE_PRICES_MINOR.basic,
      currency_id: 1,
      payment_method: 'card',
      paid_at: null,
    });
    expect(isModel97Reference(body.reference_no)).toBe(true);
    expect(body.reference_no.endsWith(String(body.id).padStart(6, '0'))).toBe(true);
    const reserved = new Date(body.reserved_until).getTime() - before;
    expect(reserved).toBeGreaterThan((ORDER_RESERVATION_MINUTES - 1) * 60_000);
    expect(reserved).toBeLessThan((ORDER_RESERVATION_MINUTES + 1) * 60_000);

    const read = await call(app, {
      method: 'GET',
      url: `/api/v1/licences/get-sales-order/${body.id}`,
      token: seller.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it('ignores a price or total the browser sends', async () => {
    const response = await order(orderForm({ licence_type: 'e-commerce', price: 1, total: 1, licence_amount: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: LICENCE_PRICES_MINOR['e-commerce'], licence_amount: 3_600_000 });
  });

  it('takes a multipart form with a PNG logo, and a base64 data URL logo', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d6336c' } })
      .png()
      .toBuffer();
    const form = orderForm({ icon: `data:image/png;base64,${png.toString('base64')}` });
    const response = await order(form);
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await ordersFor(form.title_of_app_unique);
    const iconUrl = (stored!.licenceData as { icon: { url: string } }).icon.url;
    expect(iconUrl).toMatch(/^\/media\/0\/logo\/.+\.webp$/);
    // Its centred square is kept for the app icons, so the build takes what the order took (the one logo rule).
    const source = await readAppIconSource(app.deps.storage, iconUrl);
    expect(await appIconSourceProblem(source)).toBeNull();
    expect(await sharp(source!).metadata()).toMatchObject({ width: 600, height: 600 });

    const body = await multipart({
      ...(orderForm() as Record<string, string | number>),
      accepted_domain_prices: 'false',
      icon: { filename: 'logo.png', type: 'image/png', data: png },
    });
    const upload = await call(app, {
      method: 'POST',
      url: '/api/v1/licences/create-licence',
      token: seller.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.statusCode, upload.body).toBe(200);
  });

  it('refuses a logo too small to be the app icon, in the buyer’s language, and orders nothing', async () => {
    const small = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1971c2' } })
      .png()
      .toBuffer();
    const form = orderForm({ icon: `data:image/png;base64,${small.toString('base64')}` });
    const response = await platformCall(app, seller, {
      method: 'POST',
      url: '/api/v1/licences/create-licence',
      payload: form,
      language: 'srp',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      {
        field: 'icon',
        message: 'Logo je i ikona vaše aplikacije, pa mu treba najmanje 512 × 512 piksela. Izaberite veću sliku.',
      },
    ]);
    expect(await ordersFor(form.title_of_app_unique)).toHaveLength(0);
  });

  it('refuses a logo that is not a PNG or JPEG picture', async () => {
    const form = orderForm({
      icon: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
    });
    const response = await order(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'icon', message: expect.stringMatching(/PNG or JPEG/) }]);
    expect(await ordersFor(form.title_of_app_unique)).toHaveLength(0);
  });
});

describe('create-licence: the site address', () => {
  it.each([
    ['a malformed subdomain', 'Ne Valja!', 'title_of_app_unique', /2 to 40 lowercase/],
    ['a subdomain starting with a hyphen', '-shop', 'title_of_app_unique', /hyphen/],
    ['a reserved subdomain', 'admin', 'title_of_app_unique', /reserved/],
  ])('refuses %s with a 422 on its field', async (_case, subdomain, field, message) => {
    const response = await order(orderForm({ title_of_app_unique: subdomain }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field, message: expect.stringMatching(message) }]);
  });

  it('refuses an unknown template and an unknown language', async () => {
    const template = await order(orderForm({ template_id: 99 }));
    expect(template.statusCode).toBe(422);
    expect(template.json()[0].field).toBe('template_id');
    const language = await order(orderForm({ language_id: 7 }));
    expect(language.statusCode).toBe(422);
    expect(language.json()[0].field).toBe('language_id');
  });

  it('a subdomain of an existing licence is a 409 naming title_of_app_unique', async () => {
    const licence = await createLicence(app);
    const response = await order(orderForm({ title_of_app_unique: licence.titleOfAppUnique }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: 'title_of_app_unique', message: expect.stringMatching(/taken/) });
  });

  it('a subdomain held by another buyer’s open order is a 409; once that order lapsed, it is free again', async () => {
    const other = await createPlatformAccount(app, 'SALES');
    const form = orderForm();
    expect((await order(form, other)).statusCode).toBe(200);
    const taken = await order({ ...form, title_of_app: 'Druga cvećara' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('title_of_app_unique');

    await app.deps.platformDb
      .update(salesOrders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(salesOrders.subdomain, form.title_of_app_unique));
    const freed = await order({ ...form, title_of_app: 'Druga cvećara' });
    expect(freed.statusCode, freed.body).toBe(200);
    const orders = await ordersFor(form.title_of_app_unique);
    expect(orders.map((row) => row.status).sort()).toEqual(['awaiting_payment', 'expired']);
  });

  it('the buyer ordering their own held subdomain again (a detail changed) gets a new order; the old one lets go', async () => {
    const buyer = await createPlatformAccount(app, 'SALES');
    const form = orderForm();
    const first = await order(form, buyer);
    expect(first.statusCode).toBe(200);
    const again = await order({ ...form, title_of_app: 'Cvećara Ruža' }, buyer);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).not.toBe(first.json().id);
    const orders = await ordersFor(form.title_of_app_unique);
    expect(orders.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [first.json().id, 'expired'],
        [again.json().id, 'awaiting_payment'],
      ].sort(),
    );
  });

  it('the buyer ordering again while paying the earlier order by card is a 409; once that payment ended, it works', async () => {
    const buyer = await createPlatformAccount(app, 'SALES');
    const form = orderForm();
    const first = (await order(form, buyer)).json();
    // The buyer is on the card page of the first order (the answer not back yet).
    const declined = await sandboxResult(app, buyer, first.id, 'failure');
    const refused = await orderIn('en', { ...form, title_of_app: 'Cvećara Ruža' }, buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      name: 'Conflict',
      status: 409,
      field: 'title_of_app_unique',
      message:
        'An earlier order of yours for this address is being paid; finish or cancel that payment first (an unfinished one lapses after 30 minutes).',
    });
    const serbian = await orderIn('srp', { ...form, title_of_app: 'Cvećara Ruža' }, buyer);
    expect(serbian.json().message).toMatch(/^Vaša ranija porudžbina za ovu adresu se upravo plaća;/);
    expect((await ordersFor(form.title_of_app_unique)).map((row) => row.status)).toEqual(['awaiting_payment']);

    // The bank declines: the first order waits without a live attempt, and ordering again lets it go.
    expect((await postCallback(app, declined.action, declined.fields, 'api')).json().status).toBe('declined');
    const again = await order({ ...form, title_of_app: 'Cvećara Ruža' }, buyer);
    expect(again.statusCode, again.body).toBe(200);
    const orders = await ordersFor(form.title_of_app_unique);
    expect(orders.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [first.id, 'expired'],
        [again.json().id, 'awaiting_payment'],
      ].sort(),
    );
  });

  it('an attempt left at the card page past 30 minutes no longer holds the order back', async () => {
    const buyer = await createPlatformAccount(app, 'SALES');
    const form = orderForm();
    const first = (await order(form, buyer)).json();
    const canceled = await sandboxResult(app, buyer, first.id, 'cancel');
    await app.deps.platformDb
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(paymentTransactions.id, canceled.checkout.transaction_id));
    const again = await order({ ...form, title_of_app: 'Cvećara Ruža' }, buyer);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('buyers racing for one subdomain: one order, and a 409 for each of the others', async () => {
    const others = await Promise.all([1, 2, 3].map(() => createPlatformAccount(app, 'SALES')));
    const form = orderForm();
    const answers = await Promise.all([seller, ...others].map((buyer) => order(form, buyer)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json().field).toBe('title_of_app_unique');
    }
    expect(await ordersFor(form.title_of_app_unique)).toHaveLength(1);
  });
});

describe('create-licence: a custom domain', () => {
  it('adds the domain’s registration price once the buyer accepted the prices', async () => {
    const domain = uniqueDomain();
    const response = await order(orderForm({ domain, accepted_domain_prices: 'true' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      custom_domain: domain,
      licence_amount: LICENCE_PRICES_MINOR.basic,
      domain_amount: rsPrice,
      total: LICENCE_PRICES_MINOR.basic + rsPrice,
    });
  });

  it('without the prices accepted it is a 422 and no order', async () => {
    const form = orderForm({ domain: uniqueDomain(), accepted_domain_prices: 'false' });
    const response = await order(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'accepted_domain_prices', message: expect.stringMatching(/accept/) }]);
    expect(await ordersFor(form.title_of_app_unique)).toHaveLength(0);
  });

  it.each([
    ['a malformed domain', 'not a domain.rs'],
    ['a zone Izlog does not sell', 'mojsajt.xyz'],
    ['a name under the platform domain', 'shop.localhost'],
  ])('refuses %s with SPEC’s message on the domain field', async (_case, domain) => {
    const response = await order(orderForm({ domain, accepted_domain_prices: 'true' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      {
        field: 'domain',
        message: 'Domain not available or you have not entered it correctly, please try again',
      },
    ]);
  });

  it('a free licence with a custom domain is a 422 naming the domain, and no order', async () => {
    const form = orderForm({ licence_type: 'free', domain: uniqueDomain(), accepted_domain_prices: 'true' });
    const response = await order(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'domain', message: expect.stringMatching(/free licence/) }]);
    expect(await ordersFor(form.title_of_app_unique)).toHaveLength(0);
  });

  it('another buyer’s open order does not hold a custom domain: the DNS proof decides (decision 0047)', async () => {
    const domain = uniqueDomain();
    const other = await createPlatformAccount(app, 'SALES');
    expect((await order(orderForm({ domain, accepted_domain_prices: true }), other)).statusCode).toBe(200);
    const second = await order(orderForm({ domain, accepted_domain_prices: true }));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ custom_domain: domain });
  });
});

describe('create-licence: who may', () => {
  it('a visitor is told to sign in (401)', async () => {
    const response = await order(orderForm(), null);
    expect(response.statusCode).toBe(401);
  });

  it('a licence’s user calling it on their site gets 403', async () => {
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const response = await call(app, {
      method: 'POST',
      url: '/api/v1/licences/create-licence',
      licence: licence.id,
      token,
      payload: orderForm(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('another sales user’s order is a 404', async () => {
    const created = (await order(orderForm())).json();
    const other = await createPlatformAccount(app, 'SALES');
    const response = await call(app, {
      method: 'GET',
      url: `/api/v1/licences/get-sales-order/${created.id}`,
      token: other.token,
    });
    expect(response.statusCode).toBe(404);
  });
});
