/**
 * check-domain and get-domain-prices as the purchase wizard uses them: a subdomain checked for its form and
 * uniqueness (licences and open orders), a custom domain for its labels, zone, uniqueness (a proven domain only) and the registry, with its
 * zone's prices; SPEC §8's message for every refusal; who may call.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, type TTestApp } from '../../../../test/harness';
import { createDomainsTestApp, type FakeRegistrar, giveLiveCustomDomain } from '../../../../test/support/domains';
import {
  createOrder,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { rsdMinorToForeignMinor } from '../../../platform/exchange-rates/rate-conversion';
import { checkDomain } from './check-domain';

let app: TTestApp;
let registrar: FakeRegistrar;
let seller: TPlatformAccount;
const unique = () => randomBytes(4).toString('hex');
const NOT_AVAILABLE = 'Domain not available or you have not entered it correctly, please try again';

beforeAll(async () => {
  const built = await createDomainsTestApp();
  app = built.app as TTestApp;
  registrar = built.registrar;
  seller = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app.close());

const check = (domain: string, language: 'en' | 'srp' = 'en', account: { token: string } | null = seller) =>
  platformCall(app, account, {
    method: 'POST',
    url: '/api/v1/licences/check-domain',
    payload: { domain },
    language,
  });

describe('POST /licences/check-domain: a subdomain', () => {
  it('offers a free, well-formed subdomain with the site address it will have', async () => {
    const name = `cvecara-${unique()}`;
    const response = await check(`  ${name.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      domain: name,
      display_domain: name,
      kind: 'subdomain',
      is_free: true,
      message: 'The domain is available.',
      site_url: `http://${name}.localhost:3000`,
      price: null,
    });
  });

  it('refuses a malformed or reserved one with SPEC §8’s message, in the request’s language', async () => {
    for (const name of ['a', '-cvecara', 'cvecara-', 'cve_cara', 'xn--cvecara', 'admin', 'www']) {
      const body = (await check(name)).json();
      expect(body, name).toMatchObject({ is_free: false, message: NOT_AVAILABLE, site_url: null });
    }
    expect((await check('admin', 'srp')).json().message).toBe(
      'Domen nije dostupan ili ga niste ispravno uneli, molimo pokušajte ponovo',
    );
  });

  it('refuses a licence’s subdomain and one an open order holds; a lapsed reservation frees it', async () => {
    const licence = await createLicence(app);
    expect((await check(licence.titleOfAppUnique)).json().is_free).toBe(false);

    const otherBuyer = await createPlatformAccount(app, 'SALES');
    const waiting = await createOrder(app, otherBuyer, { status: 'awaiting_payment', subdomain: `cekam-${unique()}` });
    expect((await check(waiting.subdomain)).json().is_free).toBe(false);
    // The buyer's own unpaid order does not hold the name against the buyer (ordering again lets it go).
    expect((await check(waiting.subdomain, 'en', otherBuyer)).json().is_free).toBe(true);
    const paid = await createOrder(app, seller, {
      status: 'paid',
      subdomain: `placeno-${unique()}`,
      reservedUntil: new Date(Date.now() - 60_000),
    });
    expect((await check(paid.subdomain)).json().is_free).toBe(false);
    const lapsed = await createOrder(app, seller, {
      status: 'awaiting_payment',
      subdomain: `isteklo-${unique()}`,
      reservedUntil: new Date(Date.now() - 60_000),
    });
    expect((await check(lapsed.subdomain)).json().is_free).toBe(true);
    const cancelled = await createOrder(app, seller, { status: 'cancelled', subdomain: `otkazano-${unique()}` });
    expect((await check(cancelled.subdomain)).json().is_free).toBe(true);
  });
});

describe('POST /licences/check-domain: a custom domain', () => {
  it('offers a free .rs name with its zone’s yearly prices, after asking the registry', async () => {
    const name = `cvecara-${unique()}.rs`;
    const response = await check(`WWW.${name.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      domain: name,
      kind: 'custom',
      is_free: true,
      message: 'The domain is available.',
      site_url: `https://${name}`,
      price: { zone: 'rs', registration: 180_000, renewal: 180_000, reactivation: 300_000 },
    });
    expect(registrar.asked).toContain(name);
  });

  it('checks an .срб name in its IDNA form and shows it in Cyrillic', async () => {
    const label = `цвећара${unique().replace(/\d/g, '')}`;
    const body = (await check(`${label}.срб`)).json();
    expect(body).toMatchObject({ kind: 'custom', is_free: true, display_domain: `${label}.срб` });
    expect(body.domain).toMatch(/^xn--[a-z0-9-]+\.xn--90a3ac$/);
    expect(body.price).toMatchObject({ zone: 'срб', registration: 180_000 });
  });

  it('gives each RNIDS space its price', async () => {
    expect((await check(`firma-${unique()}.co.rs`)).json().price).toMatchObject({
      zone: 'co.rs',
      registration: 120_000,
    });
    expect((await check(`ime-${unique()}.in.rs`)).json().price).toMatchObject({ zone: 'in.rs', registration: 70_000 });
    expect((await check(`shop-${unique()}.com`)).json().price).toMatchObject({ zone: 'com', registration: 220_000 });
  });

  it('refuses what cannot be registered, without asking the registry', async () => {
    const before = registrar.asked.length;
    for (const name of [
      'ab--cd.rs',
      'a.rs',
      'cve_cara.rs',
      '192.168.1.20',
      'shop.cvecara.rs',
      'cvecara.de',
      'demo.localhost',
      'mojsajt.rs/kontakt',
    ]) {
      const body = (await check(name)).json();
      expect(body, name).toMatchObject({ is_free: false, message: NOT_AVAILABLE, site_url: null });
    }
    expect(registrar.asked.length).toBe(before);
  });

  it('refuses a name a licence proved, and one the registry says is taken or cannot tell', async () => {
    const ofLicence = `pekara-${unique()}.rs`;
    const licence = await createLicence(app, { customDomain: ofLicence });
    // Only named by the licence, not proven: anyone may still claim it (decision 0047).
    expect((await check(ofLicence)).json().is_free).toBe(true);
    await giveLiveCustomDomain(app, licence.id, ofLicence);
    expect((await check(ofLicence)).json().is_free).toBe(false);

    // An open order names a custom domain but does not hold it.
    const ordered = `naruceno-${unique()}.rs`;
    const otherBuyer = await createPlatformAccount(app, 'SALES');
    await createOrder(app, otherBuyer, { status: 'awaiting_payment', customDomain: ordered });
    expect((await check(ordered)).json().is_free).toBe(true);

    const registered = `registrovano-${unique()}.rs`;
    registrar.answers.set(registered, 'taken');
    expect((await check(registered)).json()).toMatchObject({ is_free: false, price: { zone: 'rs' } });
    const silent = `nepoznato-${unique()}.rs`;
    registrar.answers.set(silent, 'unknown');
    expect((await check(silent)).json().is_free).toBe(false);
  });

  it('answers the same through checkDomain, which create-licence calls', async () => {
    const result = await checkDomain(app.deps, `Ponuda-${unique()}.ORG.rs`);
    expect(result).toMatchObject({ kind: 'custom', isFree: true, messageKey: 'domain_available', reason: null });
    expect(result.price).toMatchObject({ zone: 'org.rs', registrationMinor: 120_000 });
    expect(await checkDomain(app.deps, 'api')).toMatchObject({ isFree: false, reason: 'reserved' });
  });
});

describe('who may check', () => {
  it('needs a signed-in platform account: a visitor is 401, a licence’s user 403', async () => {
    expect((await check('nesto-slobodno', 'en', null)).statusCode).toBe(401);
    const licence = await createLicence(app);
    const { token } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    const asLicenceUser = await call(app, {
      method: 'POST',
      url: '/api/v1/licences/check-domain',
      licence: licence.id,
      token,
      payload: { domain: 'nesto-slobodno' },
    });
    expect(asLicenceUser.statusCode).toBe(403);
    expect(asLicenceUser.json().message).toBe('Unauthorized access!');
  });

  it('answers a malformed body with a 422 naming the field', async () => {
    const response = await check('');
    expect(response.statusCode).toBe(422);
    expect(response.json()[0].field).toBe('domain');
  });
});

describe('GET /licences/get-domain-prices', () => {
  it('lists every zone Izlog sells, RNIDS spaces first, to anyone', async () => {
    const response = await platformCall(app, null, { method: 'GET', url: '/api/v1/licences/get-domain-prices' });
    expect(response.statusCode).toBe(200);
    const { prices } = response.json();
    expect(prices.map((row: { zone: string }) => row.zone)).toEqual([
      'rs',
      'co.rs',
      'org.rs',
      'edu.rs',
      'in.rs',
      'срб',
      'com',
      'net',
      'org',
      'eu',
    ]);
    expect(prices[0]).toMatchObject({ zone: 'rs', registration: 180_000, renewal: 180_000, reactivation: 300_000 });
  });

  it('shows EUR for information at the middle rate Izlog knows, and says which', async () => {
    // A day long past: the newest rate on or before today is this one unless a newer one is known (shared databases).
    await app.deps.exchangeRates.setRate('EUR', '2020-01-02', '117.1734');
    const body = (await platformCall(app, null, { method: 'GET', url: '/api/v1/licences/get-domain-prices' })).json();
    expect(body.rate).toEqual({ middle: expect.stringMatching(/^\d+\.\d{4}$/), date: expect.any(String) });
    const eur = (minor: number) => rsdMinorToForeignMinor(minor, { middle: body.rate.middle, parity: 1 });
    expect(body.prices[0]).toMatchObject({
      registration_eur: eur(180_000),
      renewal_eur: eur(180_000),
      reactivation_eur: eur(300_000),
    });
    if (body.rate.middle === '117.1734') expect(body.prices[0].registration_eur).toBe(1536);
    const checked = (await check(`evro-${unique()}.rs`)).json();
    expect(checked.price.registration_eur).toBe(eur(180_000));
  });
});
