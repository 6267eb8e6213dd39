/**
 * The licence reach (licence-reach.ts) in SQL: conditions on a licence's owner and an order's buyer, the reachable
 * part of a set of licence ids, and one licence or order within reach. Imported through licence-reach.ts only.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { licences, salesOrders } from '../../db/schema';
import type { Db } from '../db/database';
import type { TLicenceReach } from './licence-reach';

export type TReachableLicence = typeof licences.$inferSelect;
export type TReachableOrder = typeof salesOrders.$inferSelect;

/** `column` (an owner's platform account) within the reach; undefined, no condition at all, for every licence. */
const ownerCondition = (reach: TLicenceReach, column: PgColumn): SQL | undefined =>
  reach.kind === 'all' ? undefined : eq(column, reach.ownerId);

/** The licences rows the reach covers, to `and` into a query over `licences`. */
export const licenceReachCondition = (reach: TLicenceReach) => ownerCondition(reach, licences.ownerPlatformUserId);

/** The sales orders the reach covers (by their buyer), to `and` into a query over `sales_orders`. */
export const orderReachCondition = (reach: TLicenceReach) => ownerCondition(reach, salesOrders.platformUserId);

/** Which of `licenceIds` exist and are within reach: lists check a page's ids at once, not one by one. */
export async function reachableLicenceIds(db: Db, reach: TLicenceReach, licenceIds: number[]): Promise<Set<number>> {
  if (licenceIds.length === 0) return new Set();
  const rows = await db
    .select({ id: licences.id })
    .from(licences)
    .where(and(inArray(licences.id, licenceIds), licenceReachCondition(reach)));
  return new Set(rows.map((row) => row.id));
}

/** The licence, when it exists and is within reach; undefined otherwise (the caller's one 404 for both). */
export async function findReachableLicence(
  db: Db,
  reach: TLicenceReach,
  licenceId: number,
): Promise<TReachableLicence | undefined> {
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.id, licenceId), licenceReachCondition(reach)))
    .limit(1);
  return row;
}

/** The order (and so its payments), when it exists and its buyer is within reach; undefined otherwise. */
export async function findReachableOrder(
  db: Db,
  reach: TLicenceReach,
  orderId: number,
): Promise<TReachableOrder | undefined> {
  const [row] = await db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, orderId), orderReachCondition(reach)))
    .limit(1);
  return row;
}
