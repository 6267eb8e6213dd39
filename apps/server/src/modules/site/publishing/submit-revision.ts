/**
 * An edit of approved content by its client or front-user author (decision 0011): the edit is captured as a state
 * by the item's own update path and kept as the item's pending revision; the approved version stays public.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { THistoryAction } from '@izlog/contract/moderation';
import { AppError } from '../../../platform/http/errors';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { recordHistory } from './history.queries';
import { replacePendingRevision, type TItemRef, type TRevisionRow } from './revisions.queries';
import type { TStatusEvent } from './status-machine';

export type TRevisionSubmission = {
  /** The revision this edit replaces (the author edits what already waits), if any. */
  pending: TRevisionRow | undefined;
  status: TContentStatus;
  event: TStatusEvent;
  submittedBy: number;
  action: THistoryAction;
  /** The state the edit makes: the item's update run in a savepoint and rolled back. */
  capture: (tx: TenantDb) => Promise<unknown>;
};

/** Inside the caller's transaction: capture the edit, put it in the place of the pending revision, record it. */
export async function submitRevision(tx: TenantDb, ref: TItemRef, submission: TRevisionSubmission): Promise<void> {
  const snapshot = await submission.capture(tx);
  // A remark stays with an edit saved as a draft (the author still works on it) and goes once it is sent again.
  const remark = submission.event === 'saveDraft' ? (submission.pending?.remarkRequestForEdit ?? null) : null;
  const revision = await replacePendingRevision(tx, ref, submission.pending, {
    status: submission.status,
    snapshot,
    remarkRequestForEdit: remark,
    submittedBy: submission.submittedBy,
  });
  if (!revision) throw new AppError(409, 'moderation_item_changed');
  await recordHistory(tx, ref, {
    action: submission.action,
    status: submission.status,
    actorId: submission.submittedBy,
    revisionId: revision.id,
  });
}
