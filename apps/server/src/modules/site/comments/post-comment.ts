/**
 * post-comment (SPEC §7 "Comments"): signed-in users and visitors comment on public contents that allow comments.
 * Visitors give a name and pass the captcha, and are limited per address; staff comments are published at once,
 * everyone else's wait for moderation.
 */
import type { TComment, TPostCommentRequest } from '@izlog/contract/comments';
import { AppError, fieldError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { can } from '../../../platform/permissions/policy';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { presentComment } from './comment.presenter';
import { findComment, findCommentView, findPublicContent, insertComment } from './comments.queries';
import type { VisitorCommentThrottle } from './visitor-throttle';

/**
 * The thread a reply joins: the answered comment must be an approved comment of the same content; a reply to a
 * reply joins its thread (replies are one level deep), which must still be approved (not withdrawn).
 */
async function threadOf(tenant: TenantDb, contentId: number, replyTo: number): Promise<number> {
  const answered = await findComment(tenant, replyTo);
  if (!answered || answered.contentId !== contentId || answered.status !== 'approved') {
    throw fieldError('reply', 'comment_reply_invalid');
  }
  if (answered.parentId === null) return answered.id;
  const thread = await findComment(tenant, answered.parentId);
  if (thread?.status !== 'approved') throw fieldError('reply', 'comment_reply_invalid');
  return thread.id;
}

export async function postComment(
  scope: TRequestScope,
  throttle: VisitorCommentThrottle,
  contentId: number,
  input: TPostCommentRequest,
): Promise<TComment> {
  const content = await findPublicContent(scope.tenant, contentId);
  if (!content) throw notFound();
  if (!content.commentsAllowed) throw new AppError(403, 'comments_not_allowed');

  const author = scope.actor.kind === 'user' ? scope.actor : null;
  const throttleKey = `${scope.tenant.licenceId}:${scope.ip}`;
  if (!author) {
    throttle.assertAllowed(throttleKey);
    if (!input.name) throw fieldError('name', 'field_required');
  }
  const parentId = input.reply === undefined ? null : await threadOf(scope.tenant, content.id, input.reply);
  // Last of the checks: a verified challenge is used up, so it should not be spent on a post refused for another
  // reason.
  if (!author) await scope.deps.captcha.verify(input.captcha_id, input.captcha);

  const id = await insertComment(scope.tenant, {
    contentId: content.id,
    parentId,
    authorId: author?.userId ?? null,
    visitorName: author ? null : (input.name ?? null),
    text: input.text,
    status: can(scope.actor, 'comments.postWithoutModeration') ? 'approved' : 'on_moderation',
  });
  if (!author) throttle.recordPost(throttleKey);
  const view = await findCommentView(scope.tenant, id);
  return presentComment(view!);
}
