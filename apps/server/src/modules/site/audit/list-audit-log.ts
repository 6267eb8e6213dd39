/** GET /audit-log: a page of the licence's audit log, newest first, as the back office reads it. */
import type { TAuditEntry, TAuditQuery } from '@izlog/contract/audit';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { listAuditEntries, type TAuditRow } from './audit.queries';

function presentAuditEntry(row: TAuditRow): TAuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_username: row.actorUsername,
    action: row.action as TAuditEntry['action'],
    subject_type: row.subjectType as TAuditEntry['subject_type'],
    subject_id: row.subjectId,
    subject_label: row.subjectLabel,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAuditLog(
  scope: TRequestScope,
  query: TAuditQuery,
  page: TPage,
): Promise<{ items: TAuditEntry[]; total: number }> {
  const filter = {
    userId: query['filter[user_id]'],
    action: query['filter[action]'],
    subjectType: query['filter[subject_type]'],
  };
  const { rows, total } = await listAuditEntries(scope.tenant, filter, page);
  return { items: rows.map(presentAuditEntry), total };
}
