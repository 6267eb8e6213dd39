/**
 * A seller's world on the platform side, for the platform cross-licence sweep: a signed-in platform account and one
 * row of each kind its calls address (a licence, its order, the order's payment, a custom domain and a finished app
 * build), written directly, and a digest of all of them to prove another account's calls changed none.
 */
import { orderReference } from '@izlog/contract/payment-reference';
import type { TPlatformRole } from '@izlog/contract/roles';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appBuilds,
  commissionLedger,
  jobRecords,
  licenceDomains,
  licences,
  paymentTransactions,
  salesOrders,
} from '../../src/db/schema';
import {
  createApprovedPayment,
  createCommission,
  createJobRecord,
  createOrder,
  createOwnedLicence,
  createPlatformAccount,
  type TPlatformAccount,
} from './sales-console';

/** What a platform route's parameters address: a row by its id, or by its name (a domain, a subdomain, a reference). */
export type TSellerRowKind =
  | 'licence'
  | 'order'
  | 'transaction'
  | 'domain'
  | 'appBuild'
  | 'domainName'
  | 'subdomain'
  | 'referenceNo';

export type TSeller = {
  account: TPlatformAccount;
  /** A word in the seller's licence, domain and order, which no answer to another account may contain. */
  marker: string;
  ids: Record<TSellerRowKind, number | string>;
};

const DAY_MS = 86_400_000;

/**
 * A seller of `role` with its rows. The licence is a paid one activated 30 days ago: every call has something to do
 * (a build, a renewal), yet the seller's own refund is past its window (a 422 after the reach, so its own control
 * call changes nothing the later routes need).
 */
export async function createSeller(app: FastifyInstance, role: TPlatformRole, marker: string): Promise<TSeller> {
  const account = await createPlatformAccount(app, role);
  const slug = `${marker.toLowerCase()}-${account.id}`;
  const activatedAt = new Date(Date.now() - 30 * DAY_MS);
  const domainName = `${slug}.example.rs`;
  const licence = await createOwnedLicence(app, account, {
    titleOfApp: `${marker} shop`,
    titleOfAppUnique: slug,
    description: `${marker} description`,
    activatedAt,
    phone: '0641234567',
    country: 'Srbija',
    city: 'Beograd',
    address: 'Knez Mihailova 1',
    // Claimed and on its way through the DNS check: asking for the same domain again changes nothing.
    customDomain: domainName,
  });
  const placed = await createOrder(app, account, {
    licenceId: licence.id,
    subdomain: slug,
    licenceData: { title_of_app: `${marker} shop` },
    paidAt: activatedAt,
  });
  // A real order's model-97 reference (its control digits), as the proforma's QR code needs one.
  const [order = placed] = await app.deps.platformDb
    .update(salesOrders)
    .set({ referenceNo: orderReference(placed.id) })
    .where(eq(salesOrders.id, placed.id))
    .returning();
  const transaction = await createApprovedPayment(app, order, { completedAt: activatedAt });
  // A partner earns on what it sells (SPEC §7b): its own order carries its commission.
  if (role === 'PARTNER') await createCommission(app, account, order);
  await createJobRecord(app, licence);
  const [domain] = await app.deps.platformDb
    .insert(licenceDomains)
    .values({
      licenceId: licence.id,
      domain: domainName,
      kind: 'custom',
      stage: 'checking-dns',
      verificationToken: `izlog-${slug}`,
    })
    .returning();
  const artifactPath = `app-builds/${licence.id}/sweep-entry.json`;
  await app.deps.privateStorage.put(artifactPath, Buffer.from(JSON.stringify({ name: `${marker} shop` })));
  const [build] = await app.deps.platformDb
    .insert(appBuilds)
    .values({
      licenceId: licence.id,
      kind: 'single_app_update',
      status: 'succeeded',
      progress: 100,
      artifactPath,
      requestedBy: account.id,
    })
    .returning();
  return {
    account,
    marker,
    ids: {
      licence: licence.id,
      order: order.id,
      transaction: transaction.id,
      domain: domain!.id,
      appBuild: build!.id,
      domainName,
      subdomain: slug,
      referenceNo: order.referenceNo,
    },
  };
}

/** Every row of the seller's world as it is now (its licences, orders, payments, commissions, domains, builds, jobs). */
export async function digestOfSeller(app: FastifyInstance, seller: TSeller): Promise<string> {
  const db = app.deps.platformDb;
  const ownerId = seller.account.id;
  const ownLicences = await db
    .select()
    .from(licences)
    .where(eq(licences.ownerPlatformUserId, ownerId))
    .orderBy(licences.id);
  const orders = await db
    .select()
    .from(salesOrders)
    .where(eq(salesOrders.platformUserId, ownerId))
    .orderBy(salesOrders.id);
  // -1 matches no row: `in ()` is not SQL, and a seller always has rows here anyway.
  const licenceIds = [-1, ...ownLicences.map((row) => row.id)];
  const orderIds = [-1, ...orders.map((row) => row.id)];
  const world = {
    licences: ownLicences,
    orders,
    payments: await db
      .select()
      .from(paymentTransactions)
      .where(inArray(paymentTransactions.orderId, orderIds))
      .orderBy(paymentTransactions.id),
    commissions: await db
      .select()
      .from(commissionLedger)
      .where(inArray(commissionLedger.orderId, orderIds))
      .orderBy(commissionLedger.id),
    domains: await db
      .select()
      .from(licenceDomains)
      .where(inArray(licenceDomains.licenceId, licenceIds))
      .orderBy(licenceDomains.id),
    builds: await db.select().from(appBuilds).where(inArray(appBuilds.licenceId, licenceIds)).orderBy(appBuilds.id),
    jobs: await db.select().from(jobRecords).where(inArray(jobRecords.licenceId, licenceIds)).orderBy(jobRecords.id),
  };
  return JSON.stringify(world);
}
