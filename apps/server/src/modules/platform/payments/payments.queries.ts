/**
 * Data access of payments: attempts to pay an order (payment_transactions), every gateway message with what was done
 * with it (payment_callbacks), and reads of the order, its licence and its buyer. Platform tables (no licence_id),
 * reached through the unscoped handle; nothing outside this module imports this file.
 */
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { licences, paymentCallbacks, paymentTransactions, platformUsers, salesOrders } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';

export type TTransactionRow = typeof paymentTransactions.$inferSelect;
export type TNewTransaction = typeof paymentTransactions.$inferInsert;
export type TOrderRow = typeof salesOrders.$inferSelect;

/** Statuses of an attempt still waiting for the gateway's answer (the open-attempt unique index's). */
export const OPEN_STATUSES = ['created', 'redirected'] as const;

// ---- Orders (read; their changes go through the sales module's settlement) ----

/** The order, locked until the transaction ends: two "pay" clicks of one order take turns. */
export async function lockOrderForPayment(db: Db, orderId: number): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, orderId)).limit(1).for('update');
  return row;
}

export async function findOrder(db: Db, orderId: number): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(salesOrders).where(eq(salesOrders.id, orderId)).limit(1);
  return row;
}

export async function findLicenceTerm(db: Db, licenceId: number) {
  const [row] = await db
    .select({
      id: licences.id,
      status: licences.status,
      subdomain: licences.titleOfAppUnique,
      activatedAt: licences.activatedAt,
      expiresAt: licences.expiresAt,
    })
    .from(licences)
    .where(eq(licences.id, licenceId))
    .limit(1);
  return row;
}

export async function findBuyer(db: Db, platformUserId: number) {
  const [row] = await db
    .select({ id: platformUsers.id, email: platformUsers.email, name: platformUsers.name })
    .from(platformUsers)
    .where(eq(platformUsers.id, platformUserId))
    .limit(1);
  return row;
}

// ---- Transactions ----

export async function findTransaction(db: Db, transactionId: number): Promise<TTransactionRow | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, transactionId)).limit(1);
  return row;
}

export async function lockTransaction(db: Db, transactionId: number): Promise<TTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, transactionId))
    .limit(1)
    .for('update');
  return row;
}

export async function findTransactionByGatewayOrder(
  db: Db,
  gateway: string,
  gatewayOrderId: string,
): Promise<TTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.gateway, gateway), eq(paymentTransactions.gatewayOrderId, gatewayOrderId)))
    .limit(1);
  return row;
}

export async function findOpenTransaction(db: Db, orderId: number): Promise<TTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), inArray(paymentTransactions.status, [...OPEN_STATUSES])))
    .limit(1);
  return row;
}

/** The order's open attempt started after `since`: one the buyer may still be finishing at the gateway. */
export async function findLiveAttempt(db: Db, orderId: number, since: Date): Promise<TTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        inArray(paymentTransactions.status, [...OPEN_STATUSES]),
        gt(paymentTransactions.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

export async function countAttempts(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ attempts: count() })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, orderId));
  return row?.attempts ?? 0;
}

export async function insertTransaction(db: Db, values: TNewTransaction): Promise<TTransactionRow> {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  return row!;
}

export async function updateTransaction(
  db: Db,
  transactionId: number,
  values: Partial<TNewTransaction>,
): Promise<TTransactionRow> {
  const [row] = await db
    .update(paymentTransactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, transactionId))
    .returning();
  return row!;
}

/** Takes the automatic confirmation mail's turn: true for exactly one caller per transaction. */
export async function claimSuccessMail(db: Db, transactionId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentTransactions)
    .set({ successMailSentAt: at })
    .where(and(eq(paymentTransactions.id, transactionId), isNull(paymentTransactions.successMailSentAt)))
    .returning({ id: paymentTransactions.id });
  return rows.length === 1;
}

export async function setSuccessMailSent(db: Db, transactionId: number, at: Date | null): Promise<void> {
  await db.update(paymentTransactions).set({ successMailSentAt: at }).where(eq(paymentTransactions.id, transactionId));
}

// ---- Callbacks ----

export type TCallbackRecord = {
  gateway: string;
  transactionId: number | null;
  /** applied | duplicate | refused | refund */
  outcome: string;
  reason: string | null;
  remoteAddress: string | null;
  payload: Record<string, unknown>;
};

export async function insertCallback(db: Db, record: TCallbackRecord): Promise<void> {
  await db.insert(paymentCallbacks).values(record);
}
