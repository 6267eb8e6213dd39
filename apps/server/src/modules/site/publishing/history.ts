/**
 * The history of an item (decision 0011): entries recorded with each change, read newest first, which action a save
 * is, and an entry as the wire shows it. The SQL is in history.queries.ts, which only this module imports.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { THistoryAction, THistoryEntry } from '@izlog/contract/moderation';
import type { listHistory } from './history.queries';
import type { TStatusEvent } from './status-machine';

export { lastAction, listHistory, recordHistory, type THistoryRecord } from './history.queries';

/**
 * A first save is `created`; saving as a draft is `draft_saved`; publishing a draft or an item sent back for edit is
 * `published`; publishing over what waits for moderation or is approved is `edited`.
 */
export function saveAction(from: TContentStatus | 'new', event: TStatusEvent): THistoryAction {
  if (from === 'new') return 'created';
  if (event === 'saveDraft') return 'draft_saved';
  return from === 'draft' || from === 'request_for_edit' ? 'published' : 'edited';
}

type THistoryRow = Awaited<ReturnType<typeof listHistory>>['rows'][number];

export function presentHistoryEntry(row: THistoryRow): THistoryEntry {
  return {
    id: row.id,
    action: row.action as THistoryAction,
    status: row.status as TContentStatus,
    actor: row.actorId !== null && row.actorUsername !== null ? { id: row.actorId, username: row.actorUsername } : null,
    remark_request_for_edit: row.remarkRequestForEdit,
    revision_id: row.revisionId,
    created_at: row.createdAt.toISOString(),
  };
}
