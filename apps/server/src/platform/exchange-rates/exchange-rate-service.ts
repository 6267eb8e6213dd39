/**
 * The exchange-rate service (`app.deps.exchangeRates`, decision 0027): the central bank's middle rate as Izlog keeps
 * it. Readers get the newest list in force today with its day and whether it is stale; `refresh` fetches through the
 * configured provider (nothing for the offline one) and stores the lists; the platform admin sets a day's rate by hand.
 * A failed fetch changes nothing: the last known list stays and says its day.
 */
import { RATE_CURRENCIES, type TExchangeRate } from '@izlog/contract/exchange-rates';
import type { Db } from '../db/database';
import type { ExchangeRateProvider } from './exchange-rate-provider';
import {
  findLatestRate,
  findRateOfDay,
  insertRateIfNone,
  storeAdminRate,
  storeFetchedRates,
  type TExchangeRateRow,
} from './exchange-rates.queries';
import { rsdMinorToForeignMinor } from './rate-conversion';
import { belgradeDate, isStaleRate } from './working-days';

export type TRateCode = (typeof RATE_CURRENCIES)[number];

/** Every price on a page reads the rate: it is kept this long per node (writes through the service drop it at once). */
const CURRENT_TTL_MS = 30_000;

export class ExchangeRateService {
  private readonly cache = new Map<string, { at: number; row: TExchangeRateRow | null }>();

  constructor(
    private readonly db: Db,
    readonly provider: ExchangeRateProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The newest list of `code` in force today (Europe/Belgrade), or null when Izlog knows none. */
  async current(code: TRateCode = 'EUR'): Promise<TExchangeRate | null> {
    const now = this.now();
    const today = belgradeDate(now);
    const key = `${code}:${today}`;
    const hit = this.cache.get(key);
    let row = hit && now.getTime() - hit.at < CURRENT_TTL_MS ? hit.row : undefined;
    if (row === undefined) {
      row = (await findLatestRate(this.db, code, today)) ?? null;
      this.cache.set(key, { at: now.getTime(), row });
    }
    return row ? presentRate(row, today) : null;
  }

  /** The list of `code` that was in force on `day` (the newest on or before it), stale as seen that day. */
  async inForceOn(code: TRateCode, day: string): Promise<TExchangeRate | null> {
    const row = await findLatestRate(this.db, code, day);
    return row ? presentRate(row, day) : null;
  }

  /** Para → euro cents at today's middle rate (integers, rounded half up); null when there is no rate. */
  async rsdMinorToEurMinor(rsdMinor: number): Promise<number | null> {
    const rate = await this.current('EUR');
    return rate ? rsdMinorToForeignMinor(rsdMinor, rate) : null;
  }

  /**
   * Fetches today's lists of every currency Izlog keeps and stores them (the same list twice changes nothing). Throws
   * the provider's ExchangeRateFetchError when the fetch fails; what was stored before stays.
   */
  async refresh(): Promise<{ stored: TExchangeRate[] }> {
    if (!this.provider.fetches) return { stored: [] };
    const fetched = await this.provider.fetchToday(RATE_CURRENCIES);
    await storeFetchedRates(
      this.db,
      fetched.map((rate) => ({
        code: rate.code,
        rateDate: rate.date,
        parity: rate.parity,
        middleRate: rate.middle,
        listNo: rate.listNo,
        source: this.provider.source,
      })),
    );
    this.cache.clear();
    const today = belgradeDate(this.now());
    return {
      stored: fetched.map((rate) => ({
        code: rate.code,
        middle: rate.middle,
        parity: rate.parity,
        date: rate.date,
        source: this.provider.source,
        stale: isStaleRate(rate.date, today),
      })),
    };
  }

  /** The list stored for one day, whatever its source (the admin's change is logged against it). */
  async rateOfDay(code: TRateCode, day: string): Promise<TExchangeRate | null> {
    const row = await findRateOfDay(this.db, code, day);
    return row ? presentRate(row, belgradeDate(this.now())) : null;
  }

  /** The platform admin's middle rate of a day (four decimals, per one unit); it wins over a fetched list that day. */
  async setRate(code: TRateCode, day: string, middle: string): Promise<TExchangeRate> {
    const row = await storeAdminRate(this.db, {
      code,
      rateDate: day,
      parity: 1,
      middleRate: middle,
      listNo: null,
      source: 'admin',
    });
    this.cache.clear();
    return presentRate(row, belgradeDate(this.now()));
  }
}

/** A first rate for a database that has none of `code` (the demo seed: today, source 'seed'); a list is never touched. */
export async function seedFirstRate(db: Db, code: TRateCode, middle: string, now = new Date()): Promise<void> {
  await insertRateIfNone(db, {
    code,
    rateDate: belgradeDate(now),
    parity: 1,
    middleRate: middle,
    listNo: null,
    source: 'seed',
  });
}

function presentRate(row: TExchangeRateRow, today: string): TExchangeRate {
  return {
    code: row.code,
    middle: fourDecimals(row.middleRate),
    parity: row.parity,
    date: row.rateDate,
    source: row.source,
    stale: isStaleRate(row.rateDate, today),
  };
}

/** numeric(14,4) reads back with four places; this keeps the bank's shape should a driver trim them. */
function fourDecimals(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(4, '0').slice(0, 4)}`;
}
