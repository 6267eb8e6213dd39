/** Rows → the wire shapes of packages/contract/src/comments.ts. */
import type { TComment, TCommentStatus, TCommentThread, TModerationComment } from '@izlog/contract/comments';
import type { TCommentView, TModerationView } from './comments.queries';

/** A comment names its account (a client by company name) or, for a visitor, the name the visitor gave. */
const authorNameOf = (row: TCommentView): string =>
  row.authorId === null ? (row.visitorName ?? '') : (row.authorCompanyName ?? row.authorUsername ?? '');

export function presentComment(row: TCommentView): TComment {
  return {
    id: row.id,
    content_id: row.contentId,
    reply: row.parentId,
    text: row.text,
    status: row.status as TCommentStatus,
    author_name: authorNameOf(row),
    author_id: row.authorId,
    author_avatar: row.authorId === null ? null : row.authorAvatar,
    moderator_comment: row.moderatorComment,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentThreads(tops: TCommentView[], replies: TCommentView[]): TCommentThread[] {
  const byParent = new Map<number, TComment[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parentId!) ?? [];
    list.push(presentComment(reply));
    byParent.set(reply.parentId!, list);
  }
  return tops.map((top) => ({ ...presentComment(top), replies: byParent.get(top.id) ?? [] }));
}

export function presentModerationComment(row: TModerationView): TModerationComment {
  return {
    ...presentComment(row),
    content: { id: row.contentId, title: row.contentTitle, slug: row.contentSlug, content_type_id: row.contentTypeId },
    reply_to_text: row.replyToText,
    moderated_at: row.moderatedAt?.toISOString() ?? null,
  };
}
