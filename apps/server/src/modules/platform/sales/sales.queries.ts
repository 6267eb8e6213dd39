/**
 * Data access of the sales side: orders, the licence row as the sales side reads it (platform/licences writes it) and
 * partners' commissions. These are platform tables (no licence_id), reached through the unscoped handle the caller
 * passes (`deps.platformDb` or a transaction of it); nothing outside this module imports this file.
 */

import { PROVEN_DOMAIN_STAGES } from '@izlog/contract/domains';
import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  commissionLedger,
  jobRecords,
  licenceDomains,
  licences,
  mediaFiles,
  paymentTransactions,
  platformUsers,
  salesOrders,
  users,
} from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TOrderRow = typeof salesOrders.$inferSelect;
export type TNewOrder = typeof salesOrders.$inferInsert;
export type TPlatformUserRow = typeof platformUsers.$inferSelect;
export type TCommissionRow = typeof commissionLedger.$inferSelect;

// ---- Licences ----

export async function findLicence(db: Db, licenceId: number): Promise<TLicence | undefined> {
  const [row] = await db.select().from(licences).where(eq(licences.id, licenceId)).limit(1);
  return row;
}

/** The licence row, locked until the transaction ends: two status changes at once read each other's result. */
export async function lockLicence(db: Db, licenceId: number): Promise<TLicence | undefined> {
  const [row] = await db.select().from(licences).where(eq(licences.id, licenceId)).limit(1).for('update');
  return row;
}

// ---- A new licence's own rows (through its TenantDb) ----

export type TLicenceUserRow = typeof users.$inferSelect;

export async function isUsernameTaken(tdb: TenantDb, username: string): Promise<boolean> {
  const row = await tdb.findOne(users, sql`lower(${users.username}) = lower(${username})`);
  return Boolean(row);
}

export async function insertLicenceUser(
  tdb: TenantDb,
  values: Omit<typeof users.$inferInsert, 'licenceId'>,
): Promise<TLicenceUserRow> {
  const [row] = await tdb.insert(users, values).returning();
  return row as TLicenceUserRow;
}

/** Records a picture stored before the licence existed (the order's logo) as the licence's own media. */
export async function insertLicenceMedia(
  tdb: TenantDb,
  values: Omit<typeof mediaFiles.$inferInsert, 'licenceId' | 'id' | 'createdAt'>,
): Promise<void> {
  await tdb.insert(mediaFiles, values);
}

// ---- Orders ----

export async function findOrder(db: Db, orderId: number): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, orderId)).limit(1);
  return row;
}

export async function lockOrder(db: Db, orderId: number): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, orderId)).limit(1).for('update');
  return row;
}

export async function findOrderOfUser(db: Db, platformUserId: number, orderId: number): Promise<TOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.id, orderId), eq(salesOrders.platformUserId, platformUserId)))
    .limit(1);
  return row;
}

export async function findOrderByReference(db: Db, referenceNo: string): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(salesOrders).where(eq(salesOrders.referenceNo, referenceNo)).limit(1);
  return row;
}

export async function updateOrder(
  db: Db,
  orderId: number,
  changes: Partial<Omit<TNewOrder, 'id' | 'createdAt'>>,
): Promise<TOrderRow> {
  const [row] = await db
    .update(salesOrders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(salesOrders.id, orderId))
    .returning();
  return row!;
}

/** A paid order's failed provisioning: why, kept until an attempt succeeds (only while the order is still paid). */
export async function recordProvisioningError(db: Db, orderId: number, message: string): Promise<void> {
  await db
    .update(salesOrders)
    .set({ provisioningError: message, updatedAt: new Date() })
    .where(and(eq(salesOrders.id, orderId), eq(salesOrders.status, 'paid')));
}

/** The next order id, taken before the insert so the order's model-97 reference can be written with it. */
export async function nextOrderId(db: Db): Promise<number> {
  // Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`.
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('sales_orders', 'id')) as id`,
  )) as unknown as {
    rows: { id: string | number }[];
  };
  const rows = result.rows;
  return Number(rows[0]!.id);
}

export async function insertOrder(db: Db, values: TNewOrder): Promise<TOrderRow> {
  const [row] = await db.insert(salesOrders).values(values).returning();
  return row!;
}

/** The names a new licence takes: its subdomain and, when it has one, its custom domain. */
type TNames = { subdomain: string; domain?: string | null };

/**
 * A new-licence order holding the subdomain. An order never holds a custom domain, nor does a licence that only
 * claims one: whoever proves the name by DNS gets it (decision 0047), so nobody can reserve a name by ordering it.
 */
const orderHolds = (names: TNames) => eq(salesOrders.subdomain, names.subdomain);

/** Unpaid new-licence orders holding one of the names, and matching `which`, let go: they become 'expired'. */
async function expireOpenOrdersHolding(db: Db, names: TNames, which: SQL, now: Date): Promise<void> {
  await db
    .update(salesOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(salesOrders.kind, 'new'), eq(salesOrders.status, 'awaiting_payment'), which, orderHolds(names)));
}

/**
 * New-licence orders that still hold `subdomain` or `domain` while nobody paid them in time: they let go (expired),
 * so the unique indexes of open orders take a new order for the name.
 */
export async function expireStaleOrdersFor(db: Db, names: TNames, now: Date): Promise<void> {
  await expireOpenOrdersHolding(db, names, lt(salesOrders.reservedUntil, now), now);
}

/**
 * The buyer's own unpaid orders for these names let go when the buyer orders them again (a changed detail makes a new
 * order): they become 'expired' like lapsed ones. Not while the buyer is paying one by card (an open attempt started
 * after `liveSince`): released, its approval would find the names taken by the new order and the buyer would pay
 * twice; then nothing is released and the answer is 'paying'. Run in a transaction: the orders are locked, so a
 * payment starting meanwhile waits and then finds its order expired.
 */
export async function releaseOwnOpenOrdersFor(
  db: Db,
  platformUserId: number,
  names: TNames,
  now: Date,
  liveSince: Date,
): Promise<'released' | 'paying'> {
  const own = await db
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.kind, 'new'),
        eq(salesOrders.status, 'awaiting_payment'),
        eq(salesOrders.platformUserId, platformUserId),
        orderHolds(names),
      ),
    )
    .for('update');
  if (own.length === 0) return 'released';
  const ids = own.map((order) => order.id);
  const [paying] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        inArray(paymentTransactions.orderId, ids),
        inArray(paymentTransactions.status, ['created', 'redirected']),
        gt(paymentTransactions.createdAt, liveSince),
      ),
    )
    .limit(1);
  if (paying) return 'paying';
  await expireOpenOrdersHolding(db, names, inArray(salesOrders.id, ids), now);
  return 'released';
}

/** Whether a licence or an open order already holds the subdomain, or a licence proved the custom domain. */
export async function isNameHeld(db: Db, names: TNames): Promise<boolean> {
  const [licence] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.titleOfAppUnique, names.subdomain))
    .limit(1);
  if (licence) return true;
  if (names.domain) {
    const [proven] = await db
      .select({ id: licenceDomains.id })
      .from(licenceDomains)
      .where(
        and(
          eq(licenceDomains.domain, names.domain),
          eq(licenceDomains.kind, 'custom'),
          inArray(licenceDomains.stage, [...PROVEN_DOMAIN_STAGES]),
        ),
      )
      .limit(1);
    if (proven) return true;
  }
  const [order] = await db
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(
      and(eq(salesOrders.kind, 'new'), inArray(salesOrders.status, ['awaiting_payment', 'paid']), orderHolds(names)),
    )
    .limit(1);
  return Boolean(order);
}

// ---- Platform users and commissions ----

export async function findPlatformUser(db: Db, platformUserId: number): Promise<TPlatformUserRow | undefined> {
  const [row] = await db.select().from(platformUsers).where(eq(platformUsers.id, platformUserId)).limit(1);
  return row;
}

export async function findCommission(db: Db, orderId: number, kind: string): Promise<TCommissionRow | undefined> {
  const [row] = await db
    .select()
    .from(commissionLedger)
    .where(and(eq(commissionLedger.orderId, orderId), eq(commissionLedger.kind, kind)))
    .limit(1);
  return row;
}

/** One entry per order and kind: a second accrual or reversal of the same order is ignored (unique index). */
export async function insertCommission(db: Db, values: typeof commissionLedger.$inferInsert): Promise<void> {
  await db.insert(commissionLedger).values(values).onConflictDoNothing();
}

/** The order's commission entries get the licence once provisioning created it. */
export async function setCommissionLicence(db: Db, orderId: number, licenceId: number): Promise<void> {
  await db.update(commissionLedger).set({ licenceId }).where(eq(commissionLedger.orderId, orderId));
}

/** The open-order index a refused insert ran into: two buyers raced for the same subdomain. */
export function raceOfOpenOrder(error: unknown): 'subdomain' | 'licence' | null {
  if (!isUniqueViolation(error)) return null;
  const { constraint, cause } = error as { constraint?: string; cause?: { constraint?: string } };
  const name = constraint ?? cause?.constraint ?? '';
  if (name === 'sales_orders_open_subdomain_idx') return 'subdomain';
  return 'licence';
}

/** A renewal order of the licence still waiting for its payment and holding its price: a second "renew" reuses it. */
export async function findOpenRenewal(db: Db, licenceId: number, now: Date): Promise<TOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.licenceId, licenceId),
        eq(salesOrders.kind, 'renewal'),
        eq(salesOrders.status, 'awaiting_payment'),
        gt(salesOrders.reservedUntil, now),
      ),
    )
    .orderBy(desc(salesOrders.id))
    .limit(1);
  return row;
}

/** The order's jobs belong to its licence once provisioning made it: the licence's page shows how it was made. */
export async function linkOrderJobsToLicence(db: Db, orderId: number, licenceId: number): Promise<void> {
  await db
    .update(jobRecords)
    .set({ licenceId })
    .where(and(eq(jobRecords.orderId, orderId), isNull(jobRecords.licenceId)));
}

/**
 * A renewal of the licence that was paid and not refunded (applied, or waiting on its order for a refund): while one
 * exists the licence's purchase is not refunded on its own, since closing the licence would keep the renewal's money.
 */
export async function findPaidRenewal(db: Db, licenceId: number): Promise<TOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.licenceId, licenceId),
        eq(salesOrders.kind, 'renewal'),
        sql`${salesOrders.paidAt} is not null`,
        sql`${salesOrders.status} <> 'refunded'`,
      ),
    )
    .orderBy(desc(salesOrders.id))
    .limit(1);
  return row;
}

/** Whether an order of the licence that carried `domain` was paid and not refunded: its first year was charged. */
export async function isDomainPaidFor(db: Db, licenceId: number, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.licenceId, licenceId),
        eq(salesOrders.customDomain, domain),
        sql`${salesOrders.paidAt} is not null`,
        sql`${salesOrders.status} <> 'refunded'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
