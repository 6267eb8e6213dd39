/**
 * Data access of the sales console. Licences, orders, payments, the commission ledger and job records are platform
 * tables: every statement here names whose rows it reads itself (`reach`: one owner, the partners, or everyone), and
 * no other file of the module touches the database.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  commissionLedger,
  jobRecords,
  licences,
  paymentTransactions,
  platformUsers,
  salesOrders,
} from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import type { TPage } from '../../../platform/http/pagination';
import { licenceReachCondition, type TLicenceReach } from '../../../platform/permissions/licence-reach';
import { COMMISSION_EARNING_ROLES } from '../../../platform/permissions/policy';

export type TLicenceRow = typeof licences.$inferSelect;
export type TOwner = { id: number; name: string | null; email: string };
export type TLicenceWithOwner = { licence: TLicenceRow; owner: TOwner | null };
export type TJobRow = typeof jobRecords.$inferSelect;
export type TOrderRow = typeof salesOrders.$inferSelect;

/**
 * Which licences a list holds: those a reader reaches (the licence reach: one owner's, or all of them), or the
 * partners' sold ones (the platform admin's partners list, optionally one partner's).
 */
export type TLicenceSelection = TLicenceReach | { kind: 'partners'; partnerId?: number };

export type TLicenceFilter = { status?: string; licenceType?: string; search?: string };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (value: string) => `%${escapeLike(value)}%`;

const owners = alias(platformUsers, 'owners');
const ownerColumns = { id: owners.id, name: owners.name, email: owners.email };

function selectionCondition(selection: TLicenceSelection): SQL | undefined {
  if (selection.kind !== 'partners') return licenceReachCondition(selection);
  return and(
    inArray(owners.role, [...COMMISSION_EARNING_ROLES]),
    selection.partnerId ? eq(licences.ownerPlatformUserId, selection.partnerId) : undefined,
  );
}

function filterCondition(filter: TLicenceFilter): SQL | undefined {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    filter.status ? eq(licences.status, filter.status) : undefined,
    filter.licenceType ? eq(licences.licenceType, filter.licenceType) : undefined,
    search
      ? or(
          ilike(licences.titleOfApp, search),
          ilike(licences.siteName, search),
          ilike(licences.titleOfAppUnique, search),
          ilike(licences.customDomain, search),
        )
      : undefined,
  );
}

const withOwner = (row: { licence: TLicenceRow; owner: TOwner | null }): TLicenceWithOwner => ({
  licence: row.licence,
  owner: row.owner?.id ? row.owner : null,
});

/** One page of the licences a reader reaches, newest first, with their owners. */
export async function listLicences(db: Db, selection: TLicenceSelection, filter: TLicenceFilter, page: TPage) {
  const where = and(selectionCondition(selection), filterCondition(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select({ licence: licences, owner: ownerColumns })
      .from(licences)
      .leftJoin(owners, eq(owners.id, licences.ownerPlatformUserId))
      .where(where)
      .orderBy(desc(licences.createdAt), desc(licences.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(licences)
      .leftJoin(owners, eq(owners.id, licences.ownerPlatformUserId))
      .where(where),
  ]);
  return { rows: rows.map(withOwner), total: total?.total ?? 0 };
}

/** One licence within a reader's reach; undefined when it is not there or not theirs (the same 404). */
export async function findLicence(db: Db, reach: TLicenceReach, id: number): Promise<TLicenceWithOwner | undefined> {
  const [row] = await db
    .select({ licence: licences, owner: ownerColumns })
    .from(licences)
    .leftJoin(owners, eq(owners.id, licences.ownerPlatformUserId))
    .where(and(eq(licences.id, id), licenceReachCondition(reach)))
    .limit(1);
  return row && withOwner(row);
}

/** The sales side's columns of a licence that the console's forms change. */
export type TSalesLicenceChanges = Partial<
  Pick<TLicenceRow, 'icon' | 'description' | 'country' | 'city' | 'address' | 'phone'>
>;

/** The newest `perLicence` job records of each licence, newest first. */
export async function latestJobsOf(db: Db, licenceIds: number[], perLicence: number): Promise<Map<number, TJobRow[]>> {
  const jobs = new Map<number, TJobRow[]>();
  if (licenceIds.length === 0) return jobs;
  const ranked = db
    .select({
      id: jobRecords.id,
      rank: sql<number>`row_number() over (partition by ${jobRecords.licenceId} order by ${jobRecords.id} desc)`.as(
        'rank',
      ),
    })
    .from(jobRecords)
    .where(inArray(jobRecords.licenceId, licenceIds))
    .as('ranked');
  const rows = await db
    .select({ job: jobRecords })
    .from(jobRecords)
    .innerJoin(ranked, eq(ranked.id, jobRecords.id))
    .where(sql`${ranked.rank} <= ${perLicence}`)
    .orderBy(desc(jobRecords.id));
  for (const { job } of rows) {
    const list = jobs.get(job.licenceId!) ?? [];
    list.push(job);
    jobs.set(job.licenceId!, list);
  }
  return jobs;
}

/**
 * The card payment that bought each licence and could still be refunded: the approved transaction of its new-licence
 * order (a renewal is no purchase to take back), while no renewal of the licence is paid (the refund would be
 * refused: refund_licence_renewed). Whether the 15 days are over is the operation's to say.
 */
const paidRenewals = alias(salesOrders, 'paid_renewals');

export async function purchasePaymentsOf(db: Db, licenceIds: number[]): Promise<Map<number, number>> {
  const payments = new Map<number, number>();
  if (licenceIds.length === 0) return payments;
  const rows = await db
    .select({ licenceId: salesOrders.licenceId, transactionId: paymentTransactions.id })
    .from(paymentTransactions)
    .innerJoin(salesOrders, eq(salesOrders.id, paymentTransactions.orderId))
    .where(
      and(
        inArray(salesOrders.licenceId, licenceIds),
        eq(salesOrders.kind, 'new'),
        eq(paymentTransactions.status, 'approved'),
        isNull(paymentTransactions.refundedAt),
        notExists(
          db
            .select({ id: paidRenewals.id })
            .from(paidRenewals)
            .where(
              and(
                eq(paidRenewals.licenceId, salesOrders.licenceId),
                eq(paidRenewals.kind, 'renewal'),
                isNotNull(paidRenewals.paidAt),
                ne(paidRenewals.status, 'refunded'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(paymentTransactions.id));
  for (const row of rows)
    if (row.licenceId && !payments.has(row.licenceId)) payments.set(row.licenceId, row.transactionId);
  return payments;
}

/** The licence a ledger line belongs to: its own column, else its order's (a new licence's accrual predates it). */
const ledgerLicenceId = sql<number | null>`coalesce(${commissionLedger.licenceId}, ${salesOrders.licenceId})`;

/** Sums of the commission each licence earned its partner (RSD minor units). */
export async function commissionTotalsOf(db: Db, licenceIds: number[]) {
  const totals = new Map<number, { accrued: number; reversed: number }>();
  if (licenceIds.length === 0) return totals;
  const rows = await db
    .select({
      licenceId: ledgerLicenceId,
      accrued: sql<string>`coalesce(sum(${commissionLedger.amountMinor}) filter (where ${commissionLedger.kind} = 'accrual'), 0)`,
      reversed: sql<string>`coalesce(sum(${commissionLedger.amountMinor}) filter (where ${commissionLedger.kind} = 'reversal'), 0)`,
    })
    .from(commissionLedger)
    .innerJoin(salesOrders, eq(salesOrders.id, commissionLedger.orderId))
    .where(inArray(ledgerLicenceId, licenceIds))
    .groupBy(ledgerLicenceId);
  for (const row of rows) {
    if (row.licenceId !== null) {
      totals.set(Number(row.licenceId), { accrued: Number(row.accrued), reversed: Number(row.reversed) });
    }
  }
  return totals;
}

// ---- The commission ledger ----

/** Whose ledger: one partner's, or everyone's (the platform admin, optionally narrowed to one partner). */
export type TLedgerReach = { partnerId?: number };
export type TLedgerFilter = { month?: string };

const partners = alias(platformUsers, 'partners');
const BELGRADE_MONTH = sql<string>`to_char(${commissionLedger.createdAt} at time zone 'Europe/Belgrade', 'YYYY-MM')`;

function ledgerCondition(reach: TLedgerReach, filter: TLedgerFilter): SQL | undefined {
  return and(
    reach.partnerId ? eq(commissionLedger.partnerId, reach.partnerId) : undefined,
    filter.month ? eq(BELGRADE_MONTH, filter.month) : undefined,
  );
}

export async function listLedger(db: Db, reach: TLedgerReach, filter: TLedgerFilter, page: TPage) {
  const where = ledgerCondition(reach, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: commissionLedger,
        order: {
          referenceNo: salesOrders.referenceNo,
          subdomain: salesOrders.subdomain,
          total: salesOrders.totalMinor,
        },
        licenceId: ledgerLicenceId,
        licenceTitle: licences.titleOfApp,
        partner: { id: partners.id, name: partners.name, email: partners.email },
      })
      .from(commissionLedger)
      .innerJoin(salesOrders, eq(salesOrders.id, commissionLedger.orderId))
      .innerJoin(partners, eq(partners.id, commissionLedger.partnerId))
      .leftJoin(licences, eq(licences.id, ledgerLicenceId))
      .where(where)
      .orderBy(desc(commissionLedger.createdAt), desc(commissionLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(commissionLedger).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The ledger's sums per month (Europe/Belgrade), newest month first. */
export async function ledgerMonths(db: Db, reach: TLedgerReach, filter: TLedgerFilter) {
  const rows = await db
    .select({
      month: BELGRADE_MONTH,
      accrued: sql<string>`coalesce(sum(${commissionLedger.amountMinor}) filter (where ${commissionLedger.kind} = 'accrual'), 0)`,
      reversed: sql<string>`coalesce(sum(${commissionLedger.amountMinor}) filter (where ${commissionLedger.kind} = 'reversal'), 0)`,
      entries: count(),
    })
    .from(commissionLedger)
    .where(ledgerCondition(reach, filter))
    .groupBy(BELGRADE_MONTH)
    .orderBy(desc(BELGRADE_MONTH));
  return rows.map((row) => ({
    month: row.month,
    accrued: Number(row.accrued),
    reversed: Number(row.reversed),
    entries: Number(row.entries),
  }));
}

// ---- Proforma orders waiting for their money ----

const buyers = alias(platformUsers, 'buyers');
const openInvoiceCondition = and(eq(salesOrders.paymentMethod, 'ips'), eq(salesOrders.status, 'awaiting_payment'));

/** Orders to be paid by an IPS transfer that have not been paid yet, oldest first (the first to check). */
export async function listOpenInvoices(db: Db, page: TPage) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: salesOrders, buyer: { id: buyers.id, name: buyers.name, email: buyers.email } })
      .from(salesOrders)
      .innerJoin(buyers, eq(buyers.id, salesOrders.platformUserId))
      .where(openInvoiceCondition)
      .orderBy(asc(salesOrders.createdAt), asc(salesOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(salesOrders).where(openInvoiceCondition),
  ]);
  return { rows, total: total?.total ?? 0 };
}
