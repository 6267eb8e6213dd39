/** Data access for the audit log: one insert in the caller's transaction, and the newest-first list of GET /audit-log. */
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { auditLog, users } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TAuditRow = typeof auditLog.$inferSelect;
export type TNewAuditRow = Omit<typeof auditLog.$inferInsert, 'licenceId' | 'id' | 'createdAt'>;

export async function insertAuditEntry(tdb: TenantDb, entry: TNewAuditRow): Promise<void> {
  await tdb.insert(auditLog, entry);
}

/** The actor's username, read in the transaction that writes the entry. */
export async function findUsername(tdb: TenantDb, userId: number): Promise<string | undefined> {
  const [row] = await tdb.selectFields(users, { username: users.username }, eq(users.id, userId)).limit(1);
  return row?.username;
}

export type TAuditFilter = { userId?: number; action?: string; subjectType?: string };

function filterCondition(filter: TAuditFilter): SQL | undefined {
  return and(
    // "Everything about this user": what was done to them and what they did.
    filter.userId === undefined
      ? undefined
      : or(
          and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, filter.userId)),
          eq(auditLog.actorId, filter.userId),
        ),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.subjectType ? eq(auditLog.subjectType, filter.subjectType) : undefined,
  );
}

export async function listAuditEntries(tdb: TenantDb, filter: TAuditFilter, page: TPage) {
  const where = filterCondition(filter);
  const [rows, total] = await Promise.all([
    tdb.select(auditLog, where).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
    tdb.count(auditLog, where),
  ]);
  return { rows, total };
}
