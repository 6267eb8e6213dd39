/** The comment lists: approved threads for everyone (GET /comments) and the moderation queue. */
import type {
  TCommentsOnModerationQuery,
  TCommentsQuery,
  TCommentThread,
  TModerationComment,
} from '@izlog/contract/comments';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentModerationComment, presentThreads } from './comment.presenter';
import { listApprovedReplies, listApprovedThreads, listOnModeration } from './comments.queries';

/**
 * Approved top comments with their approved replies. `filter[status]` is accepted as SPEC §7 sends it, but this
 * list is the public one: it shows approved comments to every caller (moderation has its own list).
 */
export async function listComments(
  scope: TRequestScope,
  query: TCommentsQuery,
  page: TPage,
): Promise<{ items: TCommentThread[]; total: number }> {
  const { rows, total } = await listApprovedThreads(scope.tenant, query['filter[content_id]'], page);
  const replies = await listApprovedReplies(
    scope.tenant,
    rows.map((row) => row.id),
  );
  return { items: presentThreads(rows, replies), total };
}

export async function listCommentsOnModeration(
  scope: TRequestScope,
  query: TCommentsOnModerationQuery,
  page: TPage,
): Promise<{ items: TModerationComment[]; total: number }> {
  const { rows, total } = await listOnModeration(
    scope.tenant,
    { contentId: query['filter[content_id]'], contentTypeId: query['filter[content_type_id]'] },
    page,
  );
  return { items: rows.map(presentModerationComment), total };
}
