/**
 * approve-*, disapprove-* and request-for-edit-* (SPEC §4, decision 0011). A new item changes status; an edit of
 * approved content is approved (written onto the item, one transaction), dropped, or sent back with the remark. Of
 * two moderators deciding at once exactly one wins — every write is conditional on what the decision was made on —
 * and the other gets 409. The author hears of it by mail, in the site's language.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import { formatMessage, type TMessageKey } from '@izlog/contract/messages';
import type { THistoryAction, TModerationResult } from '@izlog/contract/moderation';
import { retryOnUniqueRace } from '../../../platform/db/unique-violation';
import { AppError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn, type TSignedInActor } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { lastAction, recordHistory } from '../publishing/history';
import {
  claimRevision,
  findPendingRevision,
  moveRevision,
  presentRevision,
  type TItemRef,
  type TRevisionRow,
} from '../publishing/revisions';
import { nextStatus, type TModerationEvent, workingStatus } from '../publishing/status-machine';
import type { TItem, TSubject } from '../publishing/subject';
import { sendModerationMail } from './moderation-mail';

/** `remark`: the request for edit's, or a disapproval's reason (optional), shown to the author. */
export type TDecisionInput = { remark?: string; revisionId?: number };

const ACTION: Record<TModerationEvent, THistoryAction> = {
  approve: 'approved',
  disapprove: 'disapproved',
  requestEdit: 'edit_requested',
};
const DECISIONS = Object.values(ACTION);
const MESSAGE: Record<TModerationEvent, TMessageKey> = {
  approve: 'moderation_approved',
  disapprove: 'moderation_disapproved',
  requestEdit: 'moderation_edit_requested',
};

export async function decide(
  scope: TRequestScope,
  subject: TSubject,
  id: number,
  event: TModerationEvent,
  input: TDecisionInput,
): Promise<TModerationResult> {
  const actor = requireSignedIn(scope.actor);
  const item = await subject.find(scope.tenant, id);
  if (!item) throw notFound();
  const ref = subject.ref(id);
  const pending = await findPendingRevision(scope.tenant, ref);
  const status = await nextStatusOrConflict(scope, ref, workingStatus(item.status, pending?.status), event, actor);
  // The moderator decided on what they saw: an edit the author has replaced since is not theirs to decide.
  if (input.revisionId !== undefined && input.revisionId !== pending?.id) {
    throw new AppError(409, 'moderation_item_changed');
  }
  const remark = event === 'approve' ? null : input.remark?.trim() || null;

  const stillPending = await retryOnUniqueRace(() =>
    scope.tenant.transaction(async (tx) => {
      const outcome = pending
        ? await decideRevision(tx, subject, item, pending, event, remark)
        : (await subject.setStatusIf(tx, id, 'on_moderation', {
              status,
              remarkRequestForEdit: remark,
              isFirstApproval: event === 'approve',
              isRejection: event === 'disapprove',
            }))
          ? { won: true, stillPending: null }
          : { won: false, stillPending: null };
      if (!outcome.won) throw new AppError(409, 'moderation_conflict');
      await recordHistory(tx, ref, {
        action: ACTION[event],
        status,
        actorId: actor.userId,
        remarkRequestForEdit: remark,
        revisionId: pending?.id ?? null,
      });
      return outcome.stillPending;
    }),
  );

  const after = (await subject.find(scope.tenant, id)) ?? item;
  if (subject.kind) {
    await sendModerationMail(scope, { event, kind: subject.kind, item: after, isEdit: Boolean(pending), remark }).catch(
      (error: unknown) => scope.log.error({ err: error }, 'could not send the moderation mail'),
    );
  }
  return {
    id,
    status: after.status as TContentStatus,
    pending_revision: stillPending ? presentRevision(stillPending) : null,
    message: formatMessage(MESSAGE[event], scope.language),
  };
}

/**
 * The status the decision leads to. An item no longer on moderation because a moderator has just decided on it is
 * a 409 ("already moderated": the second of two moderators, however late); any other illegal decision is the
 * state machine's 422.
 */
async function nextStatusOrConflict(
  scope: TRequestScope,
  ref: TItemRef,
  from: TContentStatus,
  event: TModerationEvent,
  actor: TSignedInActor,
): Promise<TContentStatus> {
  try {
    return nextStatus(from, event, actor.role);
  } catch (error) {
    const last = await lastAction(scope.tenant, ref);
    if (last !== undefined && (DECISIONS as readonly string[]).includes(last)) {
      throw new AppError(409, 'moderation_conflict');
    }
    throw error;
  }
}

/** A decision on a waiting edit; `won` is false when another decision (or a new save) got there first. */
async function decideRevision(
  tx: TenantDb,
  subject: TSubject,
  item: TItem,
  pending: TRevisionRow,
  event: TModerationEvent,
  remark: string | null,
): Promise<{ won: boolean; stillPending: TRevisionRow | null }> {
  if (event === 'requestEdit') {
    const moved = await moveRevision(tx, pending.id, 'on_moderation', {
      status: 'request_for_edit',
      remarkRequestForEdit: remark,
    });
    return { won: moved !== null, stillPending: moved };
  }
  const claimed = await claimRevision(tx, pending.id, 'on_moderation');
  if (!claimed) return { won: false, stillPending: null };
  // Approved: the edit becomes the item, in this transaction. Disapproved: the edit is gone, the item stays.
  if (event === 'approve') {
    await subject.applyState(tx, item, claimed.snapshot, { status: 'approved', remarkRequestForEdit: null });
  }
  return { won: true, stillPending: null };
}
