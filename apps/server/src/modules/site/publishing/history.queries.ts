/** Data access for the history of an item (decision 0011): one row per action, read newest first by staff. */
import type { THistoryAction } from '@izlog/contract/moderation';
import { desc, eq } from 'drizzle-orm';
import { contentHistory, users } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import type { TItemRef } from './revisions.queries';

export type THistoryRecord = {
  action: THistoryAction;
  status: string;
  actorId: number | null;
  remarkRequestForEdit?: string | null;
  revisionId?: number | null;
};

const ofItem = (ref: TItemRef) =>
  ref.kind === 'content' ? eq(contentHistory.contentId, ref.id) : eq(contentHistory.catalogId, ref.id);

/** Writes one entry, inside the transaction of the change it records. */
export async function recordHistory(tx: TenantDb, ref: TItemRef, record: THistoryRecord): Promise<void> {
  await tx.insert(contentHistory, {
    contentId: ref.kind === 'content' ? ref.id : null,
    catalogId: ref.kind === 'catalog' ? ref.id : null,
    action: record.action,
    status: record.status,
    actorId: record.actorId,
    remarkRequestForEdit: record.remarkRequestForEdit ?? null,
    revisionId: record.revisionId ?? null,
  });
}

export async function listHistory(tdb: TenantDb, ref: TItemRef, page: TPage) {
  const where = ofItem(ref);
  const [rows, total] = await Promise.all([
    tdb
      .selectFields(
        contentHistory,
        {
          id: contentHistory.id,
          action: contentHistory.action,
          status: contentHistory.status,
          actorId: contentHistory.actorId,
          actorUsername: users.username,
          remarkRequestForEdit: contentHistory.remarkRequestForEdit,
          revisionId: contentHistory.revisionId,
          createdAt: contentHistory.createdAt,
        },
        where,
      )
      .leftJoin(users, tdb.joinOn(users, eq(users.id, contentHistory.actorId)))
      .orderBy(desc(contentHistory.id))
      .limit(page.limit)
      .offset(page.offset),
    tdb.count(contentHistory, where),
  ]);
  return {
    rows: rows as unknown as (Omit<typeof contentHistory.$inferSelect, 'licenceId' | 'contentId' | 'catalogId'> & {
      actorUsername: string | null;
    })[],
    total,
  };
}

/** The newest action recorded for the item, if any. */
export async function lastAction(tdb: TenantDb, ref: TItemRef): Promise<string | undefined> {
  const [row] = await tdb
    .selectFields(contentHistory, { action: contentHistory.action }, ofItem(ref))
    .orderBy(desc(contentHistory.id))
    .limit(1);
  return row?.action;
}
