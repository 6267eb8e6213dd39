import { randomInt } from 'node:crypto';
import { LICENCE_PRICES_MINOR } from '@izlog/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createSignedInUser, type TTestLicence } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { exchangeRates } from '../../../db/schema';
import { ExchangeRateService } from '../../../platform/exchange-rates/exchange-rate-service';
import { isWorkingDay } from '../../../platform/exchange-rates/working-days';

let app: TTestApp;
let licence: TTestLicence;
beforeAll(async () => {
  app = await createTestApp();
  licence = await createLicence(app);
});
afterAll(() => app.close());

const onPlatform = (url: string, language: 'en' | 'srp' = 'en') =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', 'accept-language': language } });

describe('GET /templates (SPEC §7)', () => {
  it('lists every template on the platform host, named in the visitor language, each previewed on the demo site wearing it', async () => {
    const english = await onPlatform('/api/v1/templates');
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual([
      {
        id: 1,
        key: 'classic',
        name: 'Classic',
        description: 'A tidy home page with featured content, a product list and the news.',
        preview_url: 'http://demo.localhost:3000/?preview_template=1',
      },
      expect.objectContaining({
        id: 2,
        key: 'showcase',
        name: 'Showcase',
        preview_url: 'http://demo.localhost:3000/?preview_template=2',
      }),
      expect.objectContaining({
        id: 3,
        key: 'magazine',
        name: 'Magazine',
        preview_url: 'http://demo.localhost:3000/?preview_template=3',
      }),
    ]);
    const serbian = await onPlatform('/api/v1/templates', 'srp');
    expect(serbian.json().map((template: { name: string }) => template.name)).toEqual([
      'Klasičan',
      'Vitrina',
      'Magazin',
    ]);
  });

  it('answers the same on a site, for a signed-in user too (the purchase wizard and apps read it anywhere)', async () => {
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const response = await call(app, { method: 'GET', url: '/api/v1/templates', licence: licence.id, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
  });
});

describe('GET /licences/get-licence-prices', () => {
  it('gives the three types with their yearly RSD price including VAT and what each includes, in the visitor language', async () => {
    const response = await onPlatform('/api/v1/licences/get-licence-prices');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(
      body.prices.map((price: { licence_type: string; price: number }) => [price.licence_type, price.price]),
    ).toEqual([
      ['free', 0],
      ['basic', LICENCE_PRICES_MINOR.basic],
      ['e-commerce', LICENCE_PRICES_MINOR['e-commerce']],
    ]);
    const [free, basic, shop] = body.prices;
    expect(free).toMatchObject({ name: 'Free', currency_id: 1, term_months: 12 });
    const keys = (price: { features: { key: string }[] }) => price.features.map((feature) => feature.key);
    expect(keys(free)).toEqual(['subdomain', 'content']);
    expect(keys(basic)).toEqual(['subdomain', 'content', 'custom_domain', 'planners', 'widgets', 'native_app']);
    expect(keys(shop)).toEqual([...keys(basic), 'products', 'catalogs', 'first_places']);
    expect(shop.features.at(-1)).toEqual({ key: 'first_places', label: 'Paid first places in category lists' });

    const serbian = (await onPlatform('/api/v1/licences/get-licence-prices', 'srp')).json();
    expect(serbian.prices.map((price: { name: string }) => price.name)).toEqual([
      'Besplatna',
      'Osnovna',
      'E-prodavnica',
    ]);
    expect(serbian.prices[2].features.at(-1).label).toBe('Plaćena prva mesta u listama kategorija');
  });

  it('answers on a site too', async () => {
    const response = await call(app, {
      method: 'GET',
      url: '/api/v1/licences/get-licence-prices',
      licence: licence.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().prices).toHaveLength(3);
  });
});

describe('the EUR figures of the price list', () => {
  /**
   * The rates table is the platform's, shared by every test file on one PostgreSQL database: this test reads it on a
   * day of its own (the service's clock set there), so today's rate, whatever it is, plays no part.
   */
  async function readPricesOn(day: string) {
    const service = app.deps.exchangeRates;
    app.deps.exchangeRates = new ExchangeRateService(
      app.deps.platformDb,
      service.provider,
      () => new Date(`${day}T10:00:00+01:00`),
    );
    try {
      return (await onPlatform('/api/v1/licences/get-licence-prices')).json();
    } finally {
      app.deps.exchangeRates = service;
    }
  }

  it('converts every price at the middle rate in force and names the rate and its day', async () => {
    let day: string;
    do day = `18${10 + randomInt(80)}-0${1 + randomInt(9)}-${10 + randomInt(18)}`;
    while (!isWorkingDay(day));
    await app.deps.platformDb
      .insert(exchangeRates)
      .values({ code: 'EUR', rateDate: day, parity: 1, middleRate: '117.1734', source: 'test' })
      .onConflictDoNothing();

    const body = await readPricesOn(day);
    expect(body.rate).toEqual({ middle: '117.1734', date: day, stale: false });
    // 12 000.00 RSD / 117.1734 = 102.413… EUR; 36 000.00 RSD = 307.239… EUR, rounded half up to the cent.
    expect(body.prices.map((price: { price_eur: number | null }) => price.price_eur)).toEqual([0, 10_241, 30_724]);
  });

  it('shows no EUR and no rate when Izlog knows no rate yet, rather than a made-up one', async () => {
    const body = await readPricesOn('1800-01-03');
    expect(body.rate).toBeNull();
    expect(body.prices.map((price: { price_eur: number | null }) => price.price_eur)).toEqual([null, null, null]);
    expect(body.prices[1].price).toBe(LICENCE_PRICES_MINOR.basic);
  });
});
