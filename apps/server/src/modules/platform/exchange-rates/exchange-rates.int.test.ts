/**
 * Exchange rates (decision 0027) through the real app: the SPEC's list shape from Izlog's own table, the offline
 * default's seeded rate, the platform admin's rate of a day and who may set it, the real adapter's fetch kept when the
 * upstream fails, and money converted at the rate. Days far in the past, with no list near them, keep each test's
 * rows its own, as test files share one PostgreSQL database.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gte, lt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLicence, createSignedInUser } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { createSignedInPlatformUser } from '../../../../test/support/platform-accounts';
import { startRateTestServer, type TRateTestServer } from '../../../../test/support/rate-test-server';
import { exchangeRates } from '../../../db/schema';
import { ExchangeRateFetchError } from '../../../platform/exchange-rates/exchange-rate-provider';
import { ExchangeRateService } from '../../../platform/exchange-rates/exchange-rate-service';
import {
  FETCH_EXCHANGE_RATES_JOB,
  fetchExchangeRatesHandler,
} from '../../../platform/exchange-rates/fetch-exchange-rates-job';
import { KursResenjeProvider } from '../../../platform/exchange-rates/kurs-resenje-provider';
import { addDays, belgradeDate, isWorkingDay } from '../../../platform/exchange-rates/working-days';
import { DEMO_EUR_MIDDLE_RATE } from '../../../seed/demo-data';
import { seedExchangeRates } from '../../../seed/seed';

let app: TTestApp;
let server: TRateTestServer;
beforeAll(async () => {
  [app, server] = await Promise.all([createTestApp(), startRateTestServer()]);
});
afterAll(async () => {
  await Promise.all([app.close(), server.close()]);
});

const pad = (n: number) => String(n).padStart(2, '0');
const eurRowsBetween = (from: string, to: string) =>
  app.deps.platformDb
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.code, 'EUR'), gte(exchangeRates.rateDate, from), lte(exchangeRates.rateDate, to)));
/**
 * A working day of the last century with no EUR list on it or in the `span` days after: a test reading the list in
 * force over those days reads only its own.
 */
async function freeDay(span = 10): Promise<string> {
  for (;;) {
    const day = `${1950 + randomInt(50)}-${pad(1 + randomInt(12))}-${pad(1 + randomInt(28))}`;
    if (!isWorkingDay(day) || !isWorkingDay(addDays(day, 1))) continue;
    if ((await eurRowsBetween(day, addDays(day, span))).length === 0) return day;
  }
}
/** Ten in the morning in Belgrade on `day`. */
const morningOf = (day: string) => new Date(`${day}T10:00:00+01:00`);

const ratesOn = (day?: string) =>
  call(app, { method: 'GET', url: `/api/v1/exchange-rates${day ? `?date=${day}` : ''}` });
const updateRate = (token: string | undefined, payload: object, licence?: number) =>
  call(app, { method: 'POST', url: '/api/v1/exchange-rates/update-rate', token, payload, licence });

describe('GET /exchange-rates', () => {
  it('answers SPEC’s shape (data.status, data.result) from Izlog’s table, on the platform host and on a site', async () => {
    const licence = await createLicence(app);
    for (const response of [
      await ratesOn(),
      await call(app, { method: 'GET', url: '/api/v1/exchange-rates', licence: licence.id }),
    ]) {
      expect(response.statusCode).toBe(200);
      const { status, result } = response.json().data;
      if (result.length === 0) expect(status).toBe('missing');
      else expect(status).toBe(result[0].stale ? 'stale' : 'ok');
      for (const rate of result) expect(rate.date <= belgradeDate(new Date())).toBe(true);
    }
  });

  it('offline by default: answers the seeded rate, which stays in force until a newer list and then says it is old', async () => {
    expect(app.deps.exchangeRates.provider.fetches).toBe(false);
    expect(await app.deps.exchangeRates.refresh()).toEqual({ stored: [] });
    // 1901 is this test's alone: a seed writes only where no list is in force yet.
    const before1902 = and(eq(exchangeRates.code, 'EUR'), lt(exchangeRates.rateDate, '1902-01-01'));
    await app.deps.platformDb.delete(exchangeRates).where(before1902);
    let day = `1901-${pad(2 + randomInt(10))}-${pad(1 + randomInt(18))}`;
    while (!isWorkingDay(day) || !isWorkingDay(addDays(day, 1))) day = addDays(day, 1);
    try {
      await seedExchangeRates(app.deps.platformDb, morningOf(day));
      // A second seed changes nothing: the rate in force stays.
      await seedExchangeRates(app.deps.platformDb, morningOf(addDays(day, 1)));

      const seeded = { code: 'EUR', middle: DEMO_EUR_MIDDLE_RATE, parity: 1, date: day, source: 'seed' };
      expect((await ratesOn(day)).json()).toEqual({ data: { status: 'ok', result: [{ ...seeded, stale: false }] } });
      expect((await ratesOn(addDays(day, 1))).json().data).toEqual({
        status: 'ok',
        result: [{ ...seeded, stale: false }],
      });
      expect((await ratesOn(addDays(day, 10))).json().data).toEqual({
        status: 'stale',
        result: [{ ...seeded, stale: true }],
      });
      expect((await ratesOn('1900-01-02')).json().data).toEqual({ status: 'missing', result: [] });
    } finally {
      await app.deps.platformDb.delete(exchangeRates).where(before1902);
    }
  });

  it('refuses a day that does not exist', async () => {
    for (const bad of ['2026-02-30', 'yesterday']) {
      const response = await ratesOn(bad);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field: 'date', message: 'Enter a real date written YYYY-MM-DD.' }]);
    }
  });
});

describe('the platform admin sets a day’s rate', () => {
  it('stores it (a comma is a decimal point too), answers it, and a later correction replaces it', async () => {
    const { token } = await createSignedInPlatformUser(app, 'PLATFORM_ADMIN');
    const day = await freeDay();
    const set = await updateRate(token, { code: 'EUR', middle: '117,1734', date: day });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ code: 'EUR', middle: '117.1734', parity: 1, date: day, source: 'admin', stale: true });
    expect((await ratesOn(day)).json().data.result).toEqual([
      { code: 'EUR', middle: '117.1734', parity: 1, date: day, source: 'admin', stale: false },
    ]);

    const corrected = await updateRate(token, { code: 'EUR', middle: '117.2', date: day });
    expect(corrected.json().middle).toBe('117.2000');
    expect((await ratesOn(day)).json().data.result[0].middle).toBe('117.2000');
    expect(await eurRowsBetween(day, day)).toHaveLength(1);
  });

  it('keeps the admin’s rate of a day when a fetched list of that day comes later', async () => {
    const { token } = await createSignedInPlatformUser(app, 'PLATFORM_ADMIN');
    const day = await freeDay();
    await updateRate(token, { code: 'EUR', middle: '117.3000', date: day });
    server.answerList(day, 118.5);
    const fetching = new ExchangeRateService(app.deps.platformDb, new KursResenjeProvider(server.url), () =>
      morningOf(day),
    );
    await fetching.refresh();
    expect(await fetching.rateOfDay('EUR', day)).toMatchObject({ middle: '117.3000', source: 'admin' });
  });

  it('is the platform admin’s only: sales users and partners 403, a visitor 401, a site’s admin 403', async () => {
    const payload = { code: 'EUR', middle: '117.1734', date: await freeDay() };
    for (const role of ['SALES', 'PARTNER'] as const) {
      const { token } = await createSignedInPlatformUser(app, role);
      const response = await updateRate(token, payload);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().message).toBe('Unauthorized access!');
    }
    expect((await updateRate(undefined, payload)).statusCode).toBe(401);
    const licence = await createLicence(app);
    const { token: siteAdmin } = await createSignedInUser(app, licence, { role: 'SUPERADMIN' });
    expect((await updateRate(siteAdmin, payload, licence.id)).statusCode).toBe(403);
    // The platform admin's session is the platform's: on a site it is unknown.
    const { token: platformAdmin } = await createSignedInPlatformUser(app, 'PLATFORM_ADMIN');
    expect((await updateRate(platformAdmin, payload, licence.id)).statusCode).toBe(511);
    expect(await app.deps.exchangeRates.rateOfDay('EUR', payload.date)).toBeNull();
  });

  it('refuses a rate that is not one, a day that does not exist and a day after tomorrow', async () => {
    const { token } = await createSignedInPlatformUser(app, 'PLATFORM_ADMIN');
    const rateMessage = 'Enter the rate as a number above zero with at most four decimals, for example 117.1734.';
    const cases: [object, string, string][] = [
      [{ middle: '0' }, 'middle', rateMessage],
      [{ middle: '117.12345' }, 'middle', rateMessage],
      [{ middle: 'abc' }, 'middle', rateMessage],
      [{ date: '1999-02-29' }, 'date', 'Enter a real date written YYYY-MM-DD.'],
      [
        { date: addDays(belgradeDate(new Date()), 2) },
        'date',
        'A rate can be set for tomorrow at the latest (a list is published the day before it applies).',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await updateRate(token, { code: 'EUR', middle: '117.1734', date: '1999-03-01', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json()).toEqual([{ field, message }]);
    }
    expect((await updateRate(token, { code: 'USD', middle: '100.0000', date: '1999-03-01' })).statusCode).toBe(422);
  });
});

describe('the service', () => {
  it('converts 1 200 000 para to 10 241 euro cents at 117.1734, and nothing without a rate', async () => {
    const day = await freeDay();
    const rates = new ExchangeRateService(app.deps.platformDb, app.deps.exchangeRates.provider, () => morningOf(day));
    await rates.setRate('EUR', day, '117.1734');
    expect(await rates.current()).toMatchObject({ middle: '117.1734', date: day, stale: false });
    expect(await rates.rsdMinorToEurMinor(1_200_000)).toBe(10_241);
    const before = new ExchangeRateService(app.deps.platformDb, app.deps.exchangeRates.provider, () =>
      morningOf('1900-06-01'),
    );
    expect(await before.current()).toBeNull();
    expect(await before.rsdMinorToEurMinor(1_200_000)).toBeNull();
  });

  it('fetches through the real adapter once per day, and keeps the last rate, stale, when the upstream fails', async () => {
    const day = await freeDay();
    let now = morningOf(day);
    const rates = new ExchangeRateService(app.deps.platformDb, new KursResenjeProvider(server.url), () => now);
    server.answerList(day);
    expect(await rates.refresh()).toEqual({
      stored: [{ code: 'EUR', middle: '117.1734', parity: 1, date: day, source: 'kurs-resenje', stale: false }],
    });
    await rates.refresh(); // the same list again
    const rows = await eurRowsBetween(day, day);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ listNo: 224, source: 'kurs-resenje' });

    now = morningOf(addDays(day, 10));
    server.answer({ status: 502, body: 'Bad Gateway' });
    const failure = await rates.refresh().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExchangeRateFetchError);
    expect((failure as Error).message).toContain('HTTP 502');
    expect(await rates.current()).toEqual({
      code: 'EUR',
      middle: '117.1734',
      parity: 1,
      date: day,
      source: 'kurs-resenje',
      stale: true,
    });
    expect((await ratesOn(addDays(day, 10))).json().data).toMatchObject({ status: 'stale', result: [{ date: day }] });
  });
});

describe('the daily fetch job', () => {
  const failingRates = () =>
    new ExchangeRateService(app.deps.platformDb, new KursResenjeProvider(server.url), () => new Date());

  it('keeps the last rate on failure, and after the last retry tries again half an hour later until 10:00', async () => {
    server.answer({ status: 500, body: '{}' });
    const send = vi.fn(async () => 'job');
    const log = { info: vi.fn(), warn: vi.fn() } as never;
    const at = (time: string) => () => new Date(`2026-11-23T${time}:00+01:00`);

    const early = fetchExchangeRatesHandler({ send }, failingRates(), log, at('08:05'));
    await expect(early({}, { attempt: 1, attemptsAllowed: 4 })).rejects.toBeInstanceOf(ExchangeRateFetchError);
    expect(send).not.toHaveBeenCalled();
    await expect(early({}, { attempt: 4, attemptsAllowed: 4 })).rejects.toBeInstanceOf(ExchangeRateFetchError);
    expect(send).toHaveBeenCalledWith(FETCH_EXCHANGE_RATES_JOB, {}, { startAfterSeconds: 1800 });

    send.mockClear();
    const late = fetchExchangeRatesHandler({ send }, failingRates(), log, at('10:05'));
    await expect(late({}, { attempt: 4, attemptsAllowed: 4 })).rejects.toBeInstanceOf(ExchangeRateFetchError);
    expect(send).not.toHaveBeenCalled();
  });

  it('runs on the job queue of a server configured for the real adapter', async () => {
    const day = await freeDay();
    server.answerList(day, 117.4321);
    const fetching = await createTestApp({ EXCHANGE_RATES_PROVIDER: 'kurs-resenje', EXCHANGE_RATES_URL: server.url });
    try {
      const { jobs } = fetching.deps;
      await jobs.send(FETCH_EXCHANGE_RATES_JOB, {});
      await jobs.drain([FETCH_EXCHANGE_RATES_JOB], 20_000);
      expect(await fetching.deps.exchangeRates.rateOfDay('EUR', day)).toMatchObject({
        middle: '117.4321',
        source: 'kurs-resenje',
      });
    } finally {
      await fetching.close();
    }
  });
});
