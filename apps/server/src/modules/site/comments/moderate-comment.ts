/**
 * Moderation of comments (SPEC §7 "Moderation"): approve or disapprove a comment that waits, withdraw an approved
 * one (disapprove), and the moderator's note under a comment. A decision the state machine (comment-status.ts) does
 * not allow is a 409, and so is the loser of two moderators acting at once: the status moves only from the one the
 * decision was taken on (docs/decisions/0012-comments.md).
 */
import type { TCommentStatus, TModerationComment } from '@izlog/contract/comments';
import { AppError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { presentModerationComment } from './comment.presenter';
import { canDecide, type TCommentDecision } from './comment-status';
import { findComment, findModerationView, moveStatus, setModeratorComment } from './comments.queries';

async function presentOne(scope: TRequestScope, id: number): Promise<TModerationComment> {
  const view = await findModerationView(scope.tenant, id);
  if (!view) throw notFound();
  return presentModerationComment(view);
}

export async function decideComment(
  scope: TRequestScope,
  id: number,
  decision: TCommentDecision,
): Promise<TModerationComment> {
  const moderator = requireSignedIn(scope.actor);
  const row = await findComment(scope.tenant, id);
  if (!row) throw notFound();
  const from = row.status as TCommentStatus;
  const isMoved = canDecide(from, decision) && (await moveStatus(scope.tenant, id, from, decision, moderator.userId));
  if (!isMoved) throw new AppError(409, 'comment_already_moderated');
  return presentOne(scope, id);
}

/** Sets the note shown under the comment; an empty note removes it. Any status: a note may wait for approval. */
export async function updateModeratorComment(
  scope: TRequestScope,
  id: number,
  note: string | undefined,
): Promise<TModerationComment> {
  const moderator = requireSignedIn(scope.actor);
  if (!(await findComment(scope.tenant, id))) throw notFound();
  await setModeratorComment(scope.tenant, id, note ?? null, moderator.userId);
  return presentOne(scope, id);
}
