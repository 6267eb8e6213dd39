/**
 * Moderation of comments (SPEC §7 "Moderation"): approve or disapprove a comment that waits, and the moderator's
 * note under a comment. A comment is moderated once: of two moderators acting at once, one wins and the other gets
 * 409, and a comment already moderated is a 409 too (docs/decisions/0012-comments.md).
 */
import type { TModerationComment } from '@izlog/contract/comments';
import { AppError, notFound } from '../../platform/http/errors';
import { requireSignedIn } from '../../platform/permissions/policy';
import { presentModerationComment } from './comment.presenter';
import type { TCommentContext } from './comment-context';
import { findComment, findModerationView, moveStatus, setModeratorComment } from './comments.queries';

export type TCommentDecision = 'approved' | 'disapproved';

async function presentOne(ctx: TCommentContext, id: number): Promise<TModerationComment> {
  const view = await findModerationView(ctx.tenant, id);
  if (!view) throw notFound();
  return presentModerationComment(view);
}

export async function decideComment(
  ctx: TCommentContext,
  id: number,
  decision: TCommentDecision,
): Promise<TModerationComment> {
  const moderator = requireSignedIn(ctx.actor);
  const row = await findComment(ctx.tenant, id);
  if (!row) throw notFound();
  const isMoved =
    row.status === 'on_moderation' && (await moveStatus(ctx.tenant, id, row.status, decision, moderator.userId));
  if (!isMoved) throw new AppError(409, 'comment_already_moderated');
  return presentOne(ctx, id);
}

/** Sets the note shown under the comment; an empty note removes it. Any status: a note may wait for approval. */
export async function updateModeratorComment(
  ctx: TCommentContext,
  id: number,
  note: string | undefined,
): Promise<TModerationComment> {
  const moderator = requireSignedIn(ctx.actor);
  if (!(await findComment(ctx.tenant, id))) throw notFound();
  await setModeratorComment(ctx.tenant, id, note ?? null, moderator.userId);
  return presentOne(ctx, id);
}
