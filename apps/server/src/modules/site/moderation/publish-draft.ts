/**
 * publish-*-draft (SPEC §7 "Moderation"): a saved draft, or an item sent back for edit, goes out as it is — to
 * moderation for clients and front users, published at once for staff. The same holds for a waiting edit of
 * approved content: the author's goes (back) to moderation; staff publishing it approve it.
 */
import { retryOnUniqueRace } from '../../../platform/db/unique-violation';
import { AppError, FieldValidationError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { recordHistory } from '../publishing/history';
import { claimRevision, findPendingRevision, moveRevision } from '../publishing/revisions';
import { editWaitsAsRevision, nextStatus, workingStatus } from '../publishing/status-machine';
import type { TSubject } from '../publishing/subject';

export async function publishDraft<TAnswer>(
  scope: TRequestScope,
  subject: TSubject<TAnswer>,
  id: number,
): Promise<TAnswer> {
  const actor = requireSignedIn(scope.actor);
  const item = await subject.findForChange(scope, actor, id);
  const ref = subject.ref(id);
  const pending = await findPendingRevision(scope.tenant, ref);
  const from = workingStatus(item.status, pending?.status);
  const status = nextStatus(from, 'publishDraft', actor.role);
  const problems = await subject.publishProblems(
    scope.tenant,
    pending ? pending.snapshot : await subject.loadState(scope.tenant, id),
  );
  if (problems.length > 0) throw new FieldValidationError(problems);
  const change = { status, remarkRequestForEdit: null, isFirstApproval: status === 'approved' };

  await retryOnUniqueRace(() =>
    scope.tenant.transaction(async (tx) => {
      let isDone: boolean;
      if (!pending) {
        isDone = await subject.setStatusIf(tx, id, from, change);
      } else if (editWaitsAsRevision(item.status, status)) {
        isDone = (await moveRevision(tx, pending.id, pending.status, { status, remarkRequestForEdit: null })) !== null;
      } else {
        const claimed = await claimRevision(tx, pending.id, pending.status);
        if (claimed) await subject.applyState(tx, item, claimed.snapshot, change);
        isDone = claimed !== null;
      }
      // Someone else (a moderator, the author in another tab) changed it between reading and writing.
      if (!isDone) throw new AppError(409, 'moderation_item_changed');
      await recordHistory(tx, ref, {
        action: 'published',
        status,
        actorId: actor.userId,
        revisionId: pending?.id ?? null,
      });
    }),
  );
  return subject.present(scope, id);
}
