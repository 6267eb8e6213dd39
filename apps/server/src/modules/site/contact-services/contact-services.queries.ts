/**
 * Data access of contact services and their submissions: the only Drizzle of the module. Tenant rows through TenantDb;
 * the writes that count before they insert (the services' limit, a sender's hourly limit) run in one transaction under
 * an advisory lock of what they count, so two requests at once cannot both take the last place.
 */
import { and, count, desc, eq, gt, isNull, min, type SQL, sql } from 'drizzle-orm';
import { contactServices, contactSubmissions } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import type { TPage } from '../../../platform/http/pagination';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TContactServiceRow = typeof contactServices.$inferSelect;
export type TContactSubmissionRow = typeof contactSubmissions.$inferSelect;
export type TContactSubmissionView = TContactSubmissionRow & { serviceName: string };

/** A licence's contact rows outside a request (the mail job). */
export const contactTenant = (db: Db, licenceId: number) => new TenantDb(db, licenceId);

/** Holds `key` until the transaction ends (PostgreSQL advisory lock; PGlite has one connection, so it only records). */
export async function lockUntilCommit(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const isLive = isNull(contactServices.deletedAt);

export function listLiveServices(tenant: TenantDb, page: TPage) {
  return Promise.all([
    tenant.select(contactServices, isLive).orderBy(contactServices.id).limit(page.limit).offset(page.offset),
    tenant.count(contactServices, isLive),
  ]);
}

export const countLiveServices = (tenant: TenantDb) => tenant.count(contactServices, isLive);

export const findLiveService = (tenant: TenantDb, id: number) =>
  tenant.findOne(contactServices, and(eq(contactServices.id, id), isLive)!);

/** A service whatever became of it: a deleted one's submissions still go to its address. */
export const findAnyService = (tenant: TenantDb, id: number) =>
  tenant.findOne(contactServices, eq(contactServices.id, id));

export async function isLiveServiceNameTaken(tenant: TenantDb, name: string): Promise<boolean> {
  const where = and(isLive, sql`lower(${contactServices.serviceName}) = lower(${name})`);
  return (await tenant.count(contactServices, where)) > 0;
}

export async function insertService(
  tenant: TenantDb,
  values: { serviceName: string; email: string; description: string },
): Promise<TContactServiceRow> {
  const [row] = await tenant.insert(contactServices, values).returning();
  return row!;
}

/** Marks a live service deleted; undefined when there is none of that id. */
export async function softDeleteService(tenant: TenantDb, id: number): Promise<TContactServiceRow | undefined> {
  const [row] = await tenant
    .update(contactServices, { deletedAt: new Date() }, and(eq(contactServices.id, id), isLive)!)
    .returning();
  return row;
}

/** What one sender sent within the last hour (the database's clock, the same for every server): how many, and when first. */
export async function recentSubmissionsOf(
  tenant: TenantDb,
  senderHash: string,
): Promise<{ count: number; oldest: Date | null }> {
  const where = and(
    eq(contactSubmissions.senderHash, senderHash),
    gt(contactSubmissions.createdAt, sql`now() - interval '1 hour'`),
  );
  const fields = { n: count().as('n'), oldest: min(contactSubmissions.createdAt).as('oldest') };
  const [row] = await tenant.selectFields(contactSubmissions, fields, where);
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertSubmission(
  tenant: TenantDb,
  values: Omit<typeof contactSubmissions.$inferInsert, 'licenceId' | 'id'>,
): Promise<TContactSubmissionRow> {
  const [row] = await tenant.insert(contactSubmissions, values).returning();
  return row!;
}

export const findSubmission = (tenant: TenantDb, id: number) =>
  tenant.findOne(contactSubmissions, eq(contactSubmissions.id, id));

export async function recordMailSent(tenant: TenantDb, id: number): Promise<void> {
  await tenant.update(
    contactSubmissions,
    { delivery: 'sent', sentAt: new Date(), attempts: sql`${contactSubmissions.attempts} + 1`, lastError: null },
    eq(contactSubmissions.id, id),
  );
}

/** One failed send: counted with its reason; `final` when no retry follows. */
export async function recordMailFailed(tenant: TenantDb, id: number, reason: string, final: boolean): Promise<void> {
  await tenant.update(
    contactSubmissions,
    {
      delivery: final ? 'failed' : 'pending',
      attempts: sql`${contactSubmissions.attempts} + 1`,
      lastError: reason,
    },
    eq(contactSubmissions.id, id),
  );
}

/** A failed submission back to pending; undefined when there is no failed one of that id. */
export async function reopenFailedSubmission(tenant: TenantDb, id: number): Promise<TContactSubmissionRow | undefined> {
  const [row] = await tenant
    .update(
      contactSubmissions,
      { delivery: 'pending' },
      and(eq(contactSubmissions.id, id), eq(contactSubmissions.delivery, 'failed'))!,
    )
    .returning();
  return row;
}

export type TSubmissionFilters = { contactServiceId?: number; delivery?: string };

/** Submissions newest first, with the name of their service (deleted ones too). */
export async function listSubmissions(
  tenant: TenantDb,
  filters: TSubmissionFilters,
  page: TPage,
): Promise<{ rows: TContactSubmissionView[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.contactServiceId !== undefined) {
    conditions.push(eq(contactSubmissions.contactServiceId, filters.contactServiceId));
  }
  if (filters.delivery !== undefined) conditions.push(eq(contactSubmissions.delivery, filters.delivery));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, total] = await Promise.all([
    tenant
      .select(contactSubmissions, where)
      .innerJoin(
        contactServices,
        tenant.joinOn(contactServices, eq(contactServices.id, contactSubmissions.contactServiceId)),
      )
      .orderBy(desc(contactSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),
    tenant.count(contactSubmissions, where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.contact_submissions, serviceName: row.contact_services.serviceName })),
    total,
  };
}
