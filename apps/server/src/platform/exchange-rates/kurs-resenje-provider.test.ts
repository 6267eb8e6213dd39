/**
 * Contract test of the real adapter (DESIGN §6): kurs.resenje.org's answer, as the fixture records it, read through a
 * loopback server; every way the answer can go wrong is a clear ExchangeRateFetchError, never a rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KURS_RESENJE_FIXTURE,
  startRateTestServer,
  type TRateTestServer,
} from '../../../test/support/rate-test-server';
import { ExchangeRateFetchError } from './exchange-rate-provider';
import { KursResenjeProvider, parseKursResenjeRate } from './kurs-resenje-provider';

let server: TRateTestServer;
let provider: KursResenjeProvider;
beforeAll(async () => {
  server = await startRateTestServer();
  provider = new KursResenjeProvider(`${server.url}/`);
});
afterAll(() => server.close());

const fetchError = (pattern: RegExp) =>
  expect.objectContaining({ name: 'ExchangeRateFetchError', message: expect.stringMatching(pattern) });

describe('the kurs.resenje.org adapter', () => {
  it('asks for today’s EUR list and reads the fixture into a rate', async () => {
    server.answer({ status: 200, body: JSON.stringify(KURS_RESENJE_FIXTURE) });
    const rates = await provider.fetchToday(['EUR']);
    expect(server.asked.at(-1)).toBe('/api/v1/currencies/eur/rates/today');
    expect(rates).toEqual([{ code: 'EUR', date: '2026-11-23', parity: 1, middle: '117.1734', listNo: 224 }]);
  });

  it('takes the day the list applies from date_from, and keeps four decimals', () => {
    const rate = parseKursResenjeRate(
      { code: 'eur', date: '2026-11-20', date_from: '2026-11-21', number: 223, parity: 1, exchange_middle: 117.2 },
      'EUR',
    );
    expect(rate).toEqual({ code: 'EUR', date: '2026-11-21', parity: 1, middle: '117.2000', listNo: 223 });
  });

  it('refuses an HTTP error, something that is not JSON, a list without a rate, and another currency', async () => {
    server.answer({ status: 500, body: '{"message":"internal"}' });
    await expect(provider.fetchToday(['EUR'])).rejects.toEqual(fetchError(/HTTP 500/));
    server.answer({ status: 200, body: '<html>maintenance</html>' });
    await expect(provider.fetchToday(['EUR'])).rejects.toEqual(fetchError(/not JSON/));
    const { exchange_middle: _, ...withoutRate } = KURS_RESENJE_FIXTURE;
    server.answer({ status: 200, body: JSON.stringify(withoutRate) });
    await expect(provider.fetchToday(['EUR'])).rejects.toEqual(fetchError(/not a rate list \(exchange_middle\)/));
    server.answer({ status: 200, body: JSON.stringify({ ...KURS_RESENJE_FIXTURE, exchange_middle: 0 }) });
    await expect(provider.fetchToday(['EUR'])).rejects.toEqual(fetchError(/exchange_middle/));
    server.answer({ status: 200, body: JSON.stringify({ ...KURS_RESENJE_FIXTURE, code: 'USD' }) });
    await expect(provider.fetchToday(['EUR'])).rejects.toEqual(fetchError(/asked for EUR, answered USD/));
  });

  it('gives up on a server that does not answer, or is not there', async () => {
    server.answer('hang');
    const impatient = new KursResenjeProvider(server.url, undefined, 300);
    await expect(impatient.fetchToday(['EUR'])).rejects.toBeInstanceOf(ExchangeRateFetchError);
    const gone = new KursResenjeProvider('http://127.0.0.1:9', undefined, 300);
    await expect(gone.fetchToday(['EUR'])).rejects.toEqual(fetchError(/did not answer/));
  });
});
