/**
 * Test data of the sales side: platform accounts with their sessions, licences they own, and the orders, payments,
 * commissions and job records the console reads — written as rows, so the console's tests do not depend on the
 * purchase flow's.
 */
import { randomBytes } from 'node:crypto';
import type { TPlatformRole } from '@izlog/contract/roles';
import type { FastifyInstance } from 'fastify';
import { commissionLedger, jobRecords, paymentTransactions, platformUsers, salesOrders } from '../../src/db/schema';
import { createPlatformSession } from '../../src/platform/auth/platform-sessions';
import { hashPassword } from '../../src/platform/auth/secrets';
import { createLicence, type TTestLicence } from '../factories';
import { call, type TCall } from '../harness';

const unique = () => randomBytes(4).toString('hex');
let sharedHash: Promise<string> | undefined;

export type TPlatformAccount = typeof platformUsers.$inferSelect & { token: string };

/** A platform account of `role`, signed in (its bearer token works on the platform host). */
export async function createPlatformAccount(
  app: FastifyInstance,
  role: TPlatformRole,
  values: Partial<typeof platformUsers.$inferInsert> = {},
): Promise<TPlatformAccount> {
  sharedHash ??= hashPassword('secret-pass');
  const [user] = await app.deps.platformDb
    .insert(platformUsers)
    .values({
      email: `${role.toLowerCase()}-${unique()}@example.com`,
      name: `${role} ${unique()}`,
      phone: '0641234567',
      passwordHash: await sharedHash,
      role,
      commissionRateBp: role === 'PARTNER' ? 1000 : 0,
      ...values,
    })
    .returning();
  const token = await createPlatformSession(app.deps.platformDb, user!.id, app.deps.sessionPolicy, {});
  return { ...user!, token };
}

/** A call on the platform host (no licence selected), as `account` when given. */
export const platformCall = (app: FastifyInstance, account: { token: string } | null, options: TCall) =>
  call(app, { ...options, token: account?.token });

/** A licence bought by `owner`, active for a year from `activatedAt` unless told otherwise. */
export function createOwnedLicence(
  app: FastifyInstance,
  owner: { id: number } | null,
  values: Partial<Parameters<typeof createLicence>[1]> = {},
): Promise<TTestLicence> {
  const activatedAt = values.activatedAt ?? new Date();
  return createLicence(app, {
    ownerPlatformUserId: owner?.id ?? null,
    licenceType: 'basic',
    activatedAt,
    expiresAt: new Date(activatedAt.getTime() + 365 * 86_400_000),
    ...values,
  });
}

export type TTestOrder = typeof salesOrders.$inferSelect;

/** An order of `buyer`; for a licence unless told otherwise, paid by card. */
export async function createOrder(
  app: FastifyInstance,
  buyer: { id: number },
  values: Partial<typeof salesOrders.$inferInsert> = {},
): Promise<TTestOrder> {
  const subdomain = values.subdomain ?? `order-${unique()}`;
  const [order] = await app.deps.platformDb
    .insert(salesOrders)
    .values({
      platformUserId: buyer.id,
      kind: 'new',
      status: 'provisioned',
      licenceType: 'basic',
      templateId: 1,
      languageId: 1,
      licenceData: { title_of_app: `Site ${subdomain}` },
      subdomain,
      licenceAmountMinor: 1_200_000,
      totalMinor: 1_200_000,
      referenceNo: `97${randomBytes(6).readUIntBE(0, 6)}`,
      reservedUntil: new Date(Date.now() + 3_600_000),
      ...values,
    })
    .returning();
  return order!;
}

/** The approved card payment of an order. */
export async function createApprovedPayment(
  app: FastifyInstance,
  order: TTestOrder,
  values: Partial<typeof paymentTransactions.$inferInsert> = {},
) {
  const [transaction] = await app.deps.platformDb
    .insert(paymentTransactions)
    .values({
      orderId: order.id,
      gateway: 'sandbox',
      gatewayOrderId: `${order.referenceNo}-1`,
      status: 'approved',
      amountMinor: order.totalMinor,
      currency: 'RSD',
      completedAt: new Date(),
      ...values,
    })
    .returning();
  return transaction!;
}

/** A ledger line of `partner` for `order` (an accrual of 10 % by default). */
export async function createCommission(
  app: FastifyInstance,
  partner: { id: number },
  order: TTestOrder,
  values: Partial<typeof commissionLedger.$inferInsert> = {},
) {
  const [entry] = await app.deps.platformDb
    .insert(commissionLedger)
    .values({
      partnerId: partner.id,
      orderId: order.id,
      licenceId: order.licenceId,
      kind: 'accrual',
      amountMinor: Math.round(order.totalMinor / 10),
      rateBp: 1000,
      ...values,
    })
    .returning();
  return entry!;
}

export async function createJobRecord(
  app: FastifyInstance,
  licence: { id: number },
  values: Partial<typeof jobRecords.$inferInsert> = {},
) {
  const [job] = await app.deps.platformDb
    .insert(jobRecords)
    .values({ name: 'check-licence-domain', licenceId: licence.id, state: 'succeeded', progress: 100, ...values })
    .returning();
  return job!;
}
