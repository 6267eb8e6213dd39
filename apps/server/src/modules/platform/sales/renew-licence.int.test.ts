/**
 * When a licence can be renewed (issue 13 "the licence's year"): only in the last RENEWAL_WINDOW_DAYS of its term or
 * in the grace period after it, free or paid — earlier is a 422 saying the day it opens, so a free licence cannot add
 * a year on every call; a licence's custom domain is charged with it — and ordering or renewing is limited per
 * platform account.
 */
import { RENEWAL_WINDOW_DAYS } from '@izlog/contract/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createOrder,
  createOwnedLicence,
  createPlatformAccount,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { createLicenceCall, orderForm } from '../../../../test/support/sales-orders';
import { licences, salesOrders } from '../../../db/schema';
import { formatBelgradeDate } from '../../../platform/payments/belgrade-time';
import { addMonths } from './licence-term';
import { settleOrderPayment } from './order-settlement';

const DAY = 86_400_000;
let app: TTestApp;
let seller: TPlatformAccount;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app.close());

const renew = (licenceId: number, language: 'en' | 'srp' = 'en', on = app, account = seller) =>
  call(on, { method: 'POST', url: `/api/v1/licences/renew-licence/${licenceId}`, token: account.token, language });
const ordersOf = (licenceId: number) =>
  app.deps.platformDb.select().from(salesOrders).where(eq(salesOrders.licenceId, licenceId));
const expiryOf = async (licenceId: number) =>
  (await app.deps.platformDb.select().from(licences).where(eq(licences.id, licenceId)))[0]!.expiresAt;

describe('the renewal window', () => {
  it.each(['basic', 'free'])(
    'a %s licence is not renewed before its last 30 days: 422 with the day it opens',
    async (type) => {
      const expiresAt = new Date(Date.now() + (RENEWAL_WINDOW_DAYS + 15) * DAY);
      const licence = await createOwnedLicence(app, seller, { expiresAt, licenceType: type });
      const opens = formatBelgradeDate(new Date(expiresAt.getTime() - RENEWAL_WINDOW_DAYS * DAY));

      const english = await renew(licence.id, 'en');
      expect(english.statusCode).toBe(422);
      expect(english.json().message).toBe(
        `A licence is renewed in the last 30 days of its term: you can renew this one from ${opens}`,
      );
      const serbian = await renew(licence.id, 'srp');
      expect(serbian.statusCode).toBe(422);
      expect(serbian.json().message).toBe(
        `Licenca se obnavlja u poslednjih 30 dana svog trajanja: ovu možete obnoviti od ${opens}`,
      );
      expect(await ordersOf(licence.id)).toHaveLength(0);
      expect((await expiryOf(licence.id))?.toISOString()).toBe(expiresAt.toISOString());
    },
  );

  it('a free licence renews once inside its window; a second call is refused and adds no second year', async () => {
    const expiresAt = new Date(Date.now() + 10 * DAY);
    const licence = await createOwnedLicence(app, seller, { expiresAt, licenceType: 'free' });
    const first = await renew(licence.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'provisioned', total: 0 });
    const renewedUntil = addMonths(expiresAt, 12).toISOString();
    expect((await expiryOf(licence.id))?.toISOString()).toBe(renewedUntil);

    for (let call = 0; call < 3; call++) expect((await renew(licence.id)).statusCode).toBe(422);
    expect((await expiryOf(licence.id))?.toISOString()).toBe(renewedUntil);
    expect(await ordersOf(licence.id)).toHaveLength(1);
  });

  it('opens exactly 30 days before the expiry, and stays open through the grace period', async () => {
    const justInside = await createOwnedLicence(app, seller, {
      expiresAt: new Date(Date.now() + RENEWAL_WINDOW_DAYS * DAY - 60_000),
    });
    expect((await renew(justInside.id)).statusCode).toBe(200);
    const justOutside = await createOwnedLicence(app, seller, {
      expiresAt: new Date(Date.now() + RENEWAL_WINDOW_DAYS * DAY + 60_000),
    });
    expect((await renew(justOutside.id)).statusCode).toBe(422);
    const inGrace = await createOwnedLicence(app, seller, {
      status: 'expired',
      expiresAt: new Date(Date.now() - 20 * DAY),
    });
    expect((await renew(inGrace.id)).statusCode).toBe(200);
  });

  it('a licence without a term (never sold) has nothing to renew: 422', async () => {
    const licence = await createOwnedLicence(app, seller, { expiresAt: null });
    const response = await renew(licence.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/cannot be renewed/);
  });
});

describe('a custom domain renews with its licence', () => {
  // The starting list's .co.rs: registration and renewal 1 200 RSD, reactivation 2 400 (which of the first two is
  // charged is held by renewal-domain-price.test.ts; the price table is shared by every test file on PostgreSQL).
  const CO_RS = { registrationMinor: 120_000, renewalMinor: 120_000, reactivationMinor: 240_000 };
  const domainOf = () => `cvecara-${Math.random().toString(36).slice(2, 10)}.co.rs`;

  /** A licence bought with its custom domain (the purchase paid for the domain's first year). */
  async function boughtWithDomain(values: Parameters<typeof createOwnedLicence>[2] = {}) {
    const customDomain = domainOf();
    const licence = await createOwnedLicence(app, seller, {
      customDomain,
      expiresAt: new Date(Date.now() + 10 * DAY),
      ...values,
    });
    await createOrder(app, seller, {
      licenceId: licence.id,
      subdomain: licence.titleOfAppUnique,
      customDomain,
      domainAmountMinor: CO_RS.registrationMinor,
      totalMinor: 1_200_000 + CO_RS.registrationMinor,
      paidAt: new Date(Date.now() - 300 * DAY),
    });
    return licence;
  }

  it('a running licence’s renewal adds the zone’s renewal price and carries the domain', async () => {
    const licence = await boughtWithDomain();
    const response = await renew(licence.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'renewal',
      custom_domain: licence.customDomain,
      licence_amount: 1_200_000,
      domain_amount: CO_RS.renewalMinor,
      total: 1_200_000 + CO_RS.renewalMinor,
    });
    // A second click answers the same order.
    expect((await renew(licence.id)).json().id).toBe(response.json().id);
  });

  it('in the grace period after the expiry, the domain costs its reactivation price', async () => {
    const licence = await boughtWithDomain({ status: 'expired', expiresAt: new Date(Date.now() - 5 * DAY) });
    const response = await renew(licence.id);
    expect(response.json()).toMatchObject({
      domain_amount: CO_RS.reactivationMinor,
      total: 1_200_000 + CO_RS.reactivationMinor,
    });
  });

  it('a domain added to a running licence is billed at its registration price with the next renewal, then renews', async () => {
    const customDomain = domainOf();
    const licence = await createOwnedLicence(app, seller, { customDomain, expiresAt: new Date(Date.now() + 10 * DAY) });
    const first = await renew(licence.id);
    expect(first.json()).toMatchObject({ custom_domain: customDomain, domain_amount: CO_RS.registrationMinor });
    await settleOrderPayment(app.deps, { orderId: first.json().id, transactionId: null });

    // A year later, inside the next window: the domain's renewal price.
    await app.deps.platformDb
      .update(licences)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(licences.id, licence.id));
    const next = await renew(licence.id);
    expect(next.json()).toMatchObject({ custom_domain: customDomain, domain_amount: CO_RS.renewalMinor });
  });

  it('a licence on its subdomain only pays for the licence', async () => {
    const licence = await createOwnedLicence(app, seller, { expiresAt: new Date(Date.now() + 10 * DAY) });
    expect((await renew(licence.id)).json()).toMatchObject({ custom_domain: null, domain_amount: 0, total: 1_200_000 });
  });
});

describe('ordering and renewing are limited per account', () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await createTestApp({ ORDER_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('a fourth renewal call in a minute is a 429; another account is not held back', async () => {
    const owner = await createPlatformAccount(limited, 'SALES');
    const other = await createPlatformAccount(limited, 'SALES');
    const licence = await createOwnedLicence(limited, owner, { expiresAt: new Date(Date.now() + 10 * DAY) });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await renew(licence.id, 'en', limited, owner)).statusCode).toBe(200);
    }
    const refused = await renew(licence.id, 'en', limited, owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/too many/i);
    const othersLicence = await createOwnedLicence(limited, other, { expiresAt: new Date(Date.now() + 10 * DAY) });
    expect((await renew(othersLicence.id, 'en', limited, other)).statusCode).toBe(200);
  });

  it('a fourth order in a minute is a 429, and makes no order', async () => {
    const buyer = await createPlatformAccount(limited, 'SALES');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await createLicenceCall(limited, buyer, orderForm())).statusCode).toBe(200);
    }
    const form = orderForm();
    const refused = await createLicenceCall(limited, buyer, form);
    expect(refused.statusCode).toBe(429);
    const held = await limited.deps.platformDb
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.subdomain, form.title_of_app_unique));
    expect(held).toHaveLength(0);
  });
});
