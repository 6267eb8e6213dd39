/**
 * Data access of domains: the price table, the names taken across the platform (licences, their domains, open
 * orders) and each licence's domain rows; the licence's own domain columns are written through platform/licences.
 * Names are unique across licences, so the uniqueness reads and the TLS terminator's list are platform reads
 * (`db` = deps.platformDb); a licence's own rows go through its TenantDb.
 */
import { PROVEN_DOMAIN_STAGES } from '@izlog/contract/domains';
import { and, asc, eq, gt, inArray, ne, notInArray, or } from 'drizzle-orm';
import { domainPrices, licenceDomains, licences, salesOrders } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TDomainPriceRowDb = typeof domainPrices.$inferSelect;
export type TLicenceDomainRow = typeof licenceDomains.$inferSelect;
export type TDomainLicence = Pick<
  typeof licences.$inferSelect,
  | 'id'
  | 'titleOfAppUnique'
  | 'customDomain'
  | 'status'
  | 'vhostStatus'
  | 'sslStatus'
  | 'ownerPlatformUserId'
  | 'languageId'
  | 'licenceType'
>;

const licenceColumns = {
  id: licences.id,
  titleOfAppUnique: licences.titleOfAppUnique,
  customDomain: licences.customDomain,
  status: licences.status,
  vhostStatus: licences.vhostStatus,
  sslStatus: licences.sslStatus,
  ownerPlatformUserId: licences.ownerPlatformUserId,
  languageId: licences.languageId,
  licenceType: licences.licenceType,
};

// ---- Prices ----

export function findDomainPrices(db: Db): Promise<TDomainPriceRowDb[]> {
  return db.select().from(domainPrices).orderBy(asc(domainPrices.id));
}

export type TNewDomainPrice = Pick<
  typeof domainPrices.$inferInsert,
  'zone' | 'registrationMinor' | 'renewalMinor' | 'reactivationMinor'
>;

/** Adds the zones of `rows` the table lacks; a zone already there keeps its price (the platform admin's). */
export async function insertMissingPrices(db: Db, rows: TNewDomainPrice[]): Promise<number> {
  // Two processes starting at once both get here: the zone's unique index keeps one row each.
  const inserted = await db
    .insert(domainPrices)
    .values(rows)
    .onConflictDoNothing({ target: domainPrices.zone })
    .returning({ id: domainPrices.id });
  return inserted.length;
}

// ---- Names taken ----

/**
 * An order holds its names while it waits for payment (until reserved_until) and once paid (until provisioned). The
 * buyer's own unpaid order does not hold them against the buyer: ordering again lets it go (create-licence).
 */
const openOrder = (now: Date, buyerId?: number) =>
  and(
    eq(salesOrders.kind, 'new'),
    or(
      eq(salesOrders.status, 'paid'),
      and(
        eq(salesOrders.status, 'awaiting_payment'),
        gt(salesOrders.reservedUntil, now),
        buyerId === undefined ? undefined : ne(salesOrders.platformUserId, buyerId),
      ),
    ),
  );

export async function isSubdomainTaken(db: Db, subdomain: string, now: Date, buyerId?: number): Promise<boolean> {
  const [licence] = await db
    .select({ id: licences.id })
    .from(licences)
    .where(eq(licences.titleOfAppUnique, subdomain))
    .limit(1);
  if (licence) return true;
  const [order] = await db
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(and(eq(salesOrders.subdomain, subdomain), openOrder(now, buyerId)))
    .limit(1);
  return order !== undefined;
}

/**
 * A custom domain is taken only once a licence proved it by DNS (decision 0047): a claim still waiting for its proof,
 * a licence's column or an open order holds nothing, so nobody can reserve a name they do not control.
 */
export async function isCustomDomainTaken(db: Db, domain: string): Promise<boolean> {
  return (await findProvenDomain(db, domain)) !== undefined;
}

/** The row of the licence that proved `domain` (its DNS check passed: certificate step or live), if any. */
export async function findProvenDomain(db: Db, domain: string): Promise<{ licenceId: number; id: number } | undefined> {
  const [row] = await db
    .select({ licenceId: licenceDomains.licenceId, id: licenceDomains.id })
    .from(licenceDomains)
    .where(
      and(
        eq(licenceDomains.domain, domain),
        eq(licenceDomains.kind, 'custom'),
        inArray(licenceDomains.stage, [...PROVEN_DOMAIN_STAGES]),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Once a licence proved `domain`, every other licence's claim of it ends (failed, with `lastCheck` saying why). A
 * platform write across licences on purpose: names are unique across them. Answers the licences whose claim ended
 * (their rows stop naming the domain through platform/licences).
 */
export async function endOtherClaims(
  db: Db,
  domain: string,
  provenLicenceId: number,
  lastCheck: Record<string, unknown>,
  now: Date,
): Promise<number[]> {
  const ended = await db
    .update(licenceDomains)
    .set({ stage: 'failed', lastCheck, lastCheckedAt: now, updatedAt: now })
    .where(
      and(
        eq(licenceDomains.domain, domain),
        eq(licenceDomains.kind, 'custom'),
        ne(licenceDomains.licenceId, provenLicenceId),
        notInArray(licenceDomains.stage, [...PROVEN_DOMAIN_STAGES]),
      ),
    )
    .returning({ licenceId: licenceDomains.licenceId });
  return ended.map((row) => row.licenceId);
}

// ---- A licence and its domain rows ----

/** The licence's domain columns, whoever asks: for the domain steps and a licence already reached (licence-reach.ts). */
export async function findDomainLicence(db: Db, licenceId: number): Promise<TDomainLicence | undefined> {
  const [row] = await db.select(licenceColumns).from(licences).where(eq(licences.id, licenceId)).limit(1);
  return row;
}

/** The licence a domain row belongs to (the row's id alone names it: ids are one sequence for every licence). */
export async function findDomainLicenceId(db: Db, domainId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ licenceId: licenceDomains.licenceId })
    .from(licenceDomains)
    .where(eq(licenceDomains.id, domainId))
    .limit(1);
  return row?.licenceId;
}

export function listLicenceDomains(db: Db, licenceId: number): Promise<TLicenceDomainRow[]> {
  const tenant = new TenantDb(db, licenceId);
  return tenant.select(licenceDomains).orderBy(asc(licenceDomains.id));
}

export function findLicenceDomain(db: Db, licenceId: number, domainId: number) {
  return new TenantDb(db, licenceId).findOne(licenceDomains, eq(licenceDomains.id, domainId));
}

export function findLicenceDomainOfKind(db: Db, licenceId: number, kind: 'subdomain' | 'custom') {
  return new TenantDb(db, licenceId).findOne(licenceDomains, eq(licenceDomains.kind, kind));
}

export type TNewLicenceDomain = Pick<
  typeof licenceDomains.$inferInsert,
  'domain' | 'kind' | 'stage' | 'verificationToken' | 'lastCheck'
>;

export async function insertLicenceDomain(
  db: Db,
  licenceId: number,
  values: TNewLicenceDomain,
): Promise<TLicenceDomainRow> {
  const [row] = await new TenantDb(db, licenceId).insert(licenceDomains, values).returning();
  return row as TLicenceDomainRow;
}

export type TLicenceDomainChanges = Partial<
  Pick<TLicenceDomainRow, 'domain' | 'stage' | 'lastCheck' | 'lastCheckedAt' | 'verificationToken' | 'claimedAt'>
>;

export async function updateLicenceDomain(
  db: Db,
  licenceId: number,
  domainId: number,
  changes: TLicenceDomainChanges,
): Promise<TLicenceDomainRow | undefined> {
  const [row] = await new TenantDb(db, licenceId)
    .update(licenceDomains, { ...changes, updatedAt: new Date() }, eq(licenceDomains.id, domainId))
    .returning();
  return row as TLicenceDomainRow | undefined;
}

export function deleteLicenceDomainsOfKind(db: Db, licenceId: number, kind: 'subdomain' | 'custom') {
  return new TenantDb(db, licenceId).delete(licenceDomains, eq(licenceDomains.kind, kind));
}

export type TLicenceDomainColumns = Partial<
  Pick<typeof licences.$inferSelect, 'customDomain' | 'vhostStatus' | 'sslStatus' | 'titleOfAppUnique'>
>;

/** Locks the licence row until the transaction ends: two domain changes of one licence do not interleave. */
export async function lockLicence(db: Db, licenceId: number): Promise<TDomainLicence | undefined> {
  const [row] = await db.select(licenceColumns).from(licences).where(eq(licences.id, licenceId)).for('update');
  return row;
}

// ---- The TLS terminator's list ----

/**
 * Every name a certificate may be issued for: active licences' subdomains, and their custom domains whose DNS check
 * passed — proven, so one licence's only (with the stage, so the first ask can move one on to live). A claim still
 * waiting for its proof is never here (decision 0047).
 */
export async function findTlsNames(db: Db): Promise<{
  subdomains: string[];
  customDomains: { licenceId: number; id: number; domain: string; stage: string }[];
}> {
  const subdomains = await db
    .select({ name: licences.titleOfAppUnique })
    .from(licences)
    .where(eq(licences.status, 'active'));
  const customDomains = await db
    .select({
      licenceId: licenceDomains.licenceId,
      id: licenceDomains.id,
      domain: licenceDomains.domain,
      stage: licenceDomains.stage,
    })
    .from(licenceDomains)
    .innerJoin(licences, eq(licences.id, licenceDomains.licenceId))
    .where(
      and(
        eq(licences.status, 'active'),
        eq(licenceDomains.kind, 'custom'),
        inArray(licenceDomains.stage, [...PROVEN_DOMAIN_STAGES]),
      ),
    );
  return { subdomains: subdomains.map((row) => row.name), customDomains };
}
