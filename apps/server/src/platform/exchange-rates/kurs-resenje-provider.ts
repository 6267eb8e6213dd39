/**
 * The real adapter: kurs.resenje.org, a free JSON mirror of the central bank's lists (research §2; no key). One GET per
 * currency: `{base}/api/v1/currencies/{code}/rates/today` answers `{code, date, date_from?, number, parity,
 * exchange_middle, …}`. Anything else — an HTTP error, a timeout, another currency, a missing or non-positive rate —
 * is an ExchangeRateFetchError naming what was wrong.
 */
import { z } from 'zod';
import {
  ExchangeRateFetchError,
  type ExchangeRateProvider,
  type TFetchedRate,
  toFourDecimals,
} from './exchange-rate-provider';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZKursResenjeRate = z.object({
  code: z.string(),
  date: ZDay,
  date_from: ZDay.optional(),
  number: z.number().int().optional(),
  parity: z.number().int().positive(),
  exchange_middle: z.number().positive(),
});

/** One answer of the mirror, read into a rate (exported for the contract test's fixture). */
export function parseKursResenjeRate(body: unknown, code: string): TFetchedRate {
  const parsed = ZKursResenjeRate.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))].join(', ');
    throw new ExchangeRateFetchError(`kurs.resenje.org: the ${code} answer is not a rate list (${fields})`);
  }
  const rate = parsed.data;
  if (rate.code.toUpperCase() !== code.toUpperCase()) {
    throw new ExchangeRateFetchError(`kurs.resenje.org: asked for ${code}, answered ${rate.code}`);
  }
  const middle = toFourDecimals(rate.exchange_middle);
  if (!middle) throw new ExchangeRateFetchError(`kurs.resenje.org: the ${code} middle rate is not a rate`);
  return {
    code: code.toUpperCase(),
    // The day the list applies: `date_from` where the mirror says it, else its date.
    date: rate.date_from ?? rate.date,
    parity: rate.parity,
    middle,
    listNo: rate.number ?? null,
  };
}

export class KursResenjeProvider implements ExchangeRateProvider {
  readonly source = 'kurs-resenje';
  readonly fetches = true;

  constructor(
    private readonly baseUrl: string,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
    private readonly timeoutMs = 10_000,
  ) {}

  async fetchToday(codes: readonly string[]): Promise<TFetchedRate[]> {
    return Promise.all(codes.map((code) => this.fetchOne(code)));
  }

  private async fetchOne(code: string): Promise<TFetchedRate> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/api/v1/currencies/${encodeURIComponent(code.toLowerCase())}/rates/today`;
    let response: Response;
    try {
      response = await this.fetcher(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ExchangeRateFetchError(`kurs.resenje.org: ${url} did not answer (${(error as Error).message})`);
    }
    if (!response.ok) throw new ExchangeRateFetchError(`kurs.resenje.org: ${url} answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ExchangeRateFetchError(`kurs.resenje.org: ${url} answered something that is not JSON`);
    }
    return parseKursResenjeRate(body, code);
  }
}
