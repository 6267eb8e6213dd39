/** Data access of the rates table (a platform table: one list for every licence). */
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { exchangeRates } from '../../db/schema';
import type { Db } from '../db/database';

export type TExchangeRateRow = typeof exchangeRates.$inferSelect;
export type TExchangeRateValues = {
  code: string;
  rateDate: string;
  parity: number;
  middleRate: string;
  listNo: number | null;
  source: string;
};

/** The newest list of a currency that applies on or before `day`. */
export async function findLatestRate(db: Db, code: string, day: string): Promise<TExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.code, code), lte(exchangeRates.rateDate, day)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row;
}

export async function findRateOfDay(db: Db, code: string, day: string): Promise<TExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.code, code), eq(exchangeRates.rateDate, day)))
    .limit(1);
  return row;
}

const replacement = {
  parity: sql`excluded.parity`,
  middleRate: sql`excluded.middle_rate`,
  listNo: sql`excluded.list_no`,
  source: sql`excluded.source`,
  fetchedAt: sql`excluded.fetched_at`,
};

/**
 * Stores fetched lists, one row per currency and day: the same list again changes nothing but the fetch time, and a
 * day the platform admin set by hand keeps the admin's rate.
 */
export async function storeFetchedRates(db: Db, rows: TExchangeRateValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [exchangeRates.code, exchangeRates.rateDate],
      set: replacement,
      setWhere: ne(exchangeRates.source, 'admin'),
    });
}

/** The platform admin's rate of a day: replaces whatever that day held. */
export async function storeAdminRate(db: Db, row: TExchangeRateValues): Promise<TExchangeRateRow> {
  const [stored] = await db
    .insert(exchangeRates)
    .values(row)
    .onConflictDoUpdate({ target: [exchangeRates.code, exchangeRates.rateDate], set: replacement })
    .returning();
  return stored!;
}

/** A first rate where none of this currency is in force on its day (the seed); an existing list is left alone. */
export async function insertRateIfNone(db: Db, row: TExchangeRateValues): Promise<void> {
  if (await findLatestRate(db, row.code, row.rateDate)) return;
  await db.insert(exchangeRates).values(row).onConflictDoNothing();
}
