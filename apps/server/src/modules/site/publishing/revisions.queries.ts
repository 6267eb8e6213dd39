/**
 * Data access for pending revisions (decision 0011): at most one per item, found, replaced, claimed by a decision
 * with a conditional write (so two moderators never both win), and the SQL that lists and counts items by them.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { TPendingRevision, TRevisionStatus } from '@izlog/contract/revisions';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { contentRevisions } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

/** An item of SPEC §4's workflow: a content (blog, article, product, page) or a catalog. */
export type TItemRef = { kind: 'content' | 'catalog'; id: number };
export const contentRef = (id: number): TItemRef => ({ kind: 'content', id });
export const catalogRef = (id: number): TItemRef => ({ kind: 'catalog', id });

export type TRevisionRow = typeof contentRevisions.$inferSelect;

const columnOf = (kind: TItemRef['kind']) =>
  kind === 'content' ? contentRevisions.contentId : contentRevisions.catalogId;
const ofItem = (ref: TItemRef) => eq(columnOf(ref.kind), ref.id);
const itemColumns = (ref: TItemRef) =>
  ref.kind === 'content' ? { contentId: ref.id, catalogId: null } : { contentId: null, catalogId: ref.id };

export async function findPendingRevision(tdb: TenantDb, ref: TItemRef): Promise<TRevisionRow | undefined> {
  return tdb.findOne(contentRevisions, ofItem(ref));
}

/** The pending revisions of some items of one kind, by item id (for lists shown to authors and staff). */
export async function pendingRevisionsOf(
  tdb: TenantDb,
  kind: TItemRef['kind'],
  ids: number[],
): Promise<Map<number, TPendingRevision>> {
  if (ids.length === 0) return new Map();
  const column = columnOf(kind);
  const rows = await tdb.select(contentRevisions, inArray(column, ids));
  return new Map(
    rows.map((row) => [(kind === 'content' ? row.contentId : row.catalogId) as number, presentRevision(row)]),
  );
}

export function presentRevision(row: TRevisionRow): TPendingRevision {
  return {
    id: row.id,
    status: row.status as TRevisionStatus,
    remark_request_for_edit: row.remarkRequestForEdit,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type TNewRevision = {
  status: TContentStatus;
  snapshot: unknown;
  remarkRequestForEdit: string | null;
  submittedBy: number;
};

/**
 * Puts `values` in the place of the item's pending revision `replaced` (none: a first edit). Every save is a new
 * revision id, so a moderator's decision names exactly what they saw. Null when `replaced` was decided meanwhile.
 */
export async function replacePendingRevision(
  tx: TenantDb,
  ref: TItemRef,
  replaced: TRevisionRow | undefined,
  values: TNewRevision,
): Promise<TRevisionRow | null> {
  if (replaced) {
    const removed = await tx
      .delete(
        contentRevisions,
        and(eq(contentRevisions.id, replaced.id), eq(contentRevisions.status, replaced.status)) as SQL,
      )
      .returning({ id: contentRevisions.id });
    if (removed.length === 0) return null;
  }
  const [row] = await tx
    .insert(contentRevisions, { ...itemColumns(ref), ...values, createdAt: replaced?.createdAt })
    .returning();
  return row ?? null;
}

/** Removes revision `id` if it is still in `status` (a decision claims it); null when someone else got there first. */
export async function claimRevision(tx: TenantDb, id: number, status: string): Promise<TRevisionRow | null> {
  const [row] = await tx
    .delete(contentRevisions, and(eq(contentRevisions.id, id), eq(contentRevisions.status, status)) as SQL)
    .returning();
  return row ?? null;
}

/** Moves revision `id` from `from` to `values.status` (request for edit, publish a saved edit); null when it moved. */
export async function moveRevision(
  tx: TenantDb,
  id: number,
  from: string,
  values: { status: TContentStatus; remarkRequestForEdit: string | null },
): Promise<TRevisionRow | null> {
  const [row] = await tx
    .update(
      contentRevisions,
      { ...values, updatedAt: new Date() },
      and(eq(contentRevisions.id, id), eq(contentRevisions.status, from)) as SQL,
    )
    .returning();
  return row ?? null;
}

/** Drops whatever edit waits for the item (it is being turned off). */
export async function dropPendingRevision(tx: TenantDb, ref: TItemRef): Promise<void> {
  await tx.delete(contentRevisions, ofItem(ref));
}
