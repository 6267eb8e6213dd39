/** Data access for comments: the only place Drizzle meets the comments table. */
import type { TCommentStatus } from '@izlog/contract/comments';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { publicContentCondition } from '../../../db/public-contents';
import { publicNameOfUser } from '../../../db/public-names';
import { comments, contents, users } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TCommentRow = typeof comments.$inferSelect;

/** How many comments of the licence wait for moderation (the comments badge of moderation-numbers). */
export function countWaitingComments(tenant: TenantDb): Promise<number> {
  return tenant.count(comments, eq(comments.status, 'on_moderation'));
}

export function findComment(tenant: TenantDb, id: number): Promise<TCommentRow | undefined> {
  return tenant.findOne(comments, eq(comments.id, id));
}

/** A content a comment may be written on: one the public sees (404 for anything else). */
export function findPublicContent(tenant: TenantDb, contentId: number) {
  return tenant.findOne(contents, and(eq(contents.id, contentId), publicContentCondition(tenant)) as SQL);
}

export type TNewComment = Pick<TCommentRow, 'contentId' | 'parentId' | 'authorId' | 'visitorName' | 'text' | 'status'>;

export async function insertComment(tenant: TenantDb, values: TNewComment): Promise<number> {
  const [row] = await tenant.insert(comments, values).returning({ id: comments.id });
  return row!.id;
}

const parents = alias(comments, 'parent_comments');

/** What every presented comment shows: its author's account (when it has one). */
const commentFields = {
  id: comments.id,
  contentId: comments.contentId,
  parentId: comments.parentId,
  authorId: comments.authorId,
  visitorName: comments.visitorName,
  text: comments.text,
  status: comments.status,
  moderatorComment: comments.moderatorComment,
  moderatedAt: comments.moderatedAt,
  createdAt: comments.createdAt,
  // The name the site shows, never a login e-mail (decision 0045).
  authorUsername: publicNameOfUser().as('author_username'),
  authorCompanyName: users.companyName,
  authorAvatar: users.avatar,
};

/** Moderation also shows the content and, for a reply, the comment it answers. */
const moderationFields = {
  ...commentFields,
  contentTitle: contents.title,
  contentSlug: contents.slug,
  contentTypeId: contents.contentTypeId,
  replyToText: parents.text,
};

export type TCommentView = Pick<
  TCommentRow,
  | 'id'
  | 'contentId'
  | 'parentId'
  | 'authorId'
  | 'visitorName'
  | 'text'
  | 'status'
  | 'moderatorComment'
  | 'moderatedAt'
  | 'createdAt'
> & { authorUsername: string | null; authorCompanyName: string | null; authorAvatar: string | null };

export type TModerationView = TCommentView & {
  contentTitle: string;
  contentSlug: string;
  contentTypeId: number;
  replyToText: string | null;
};

/** Comments joined with their content (inner) and author (left): the base of every read. */
function selectWithContent<F extends Record<string, unknown>>(tenant: TenantDb, fields: F, where: SQL | undefined) {
  return tenant
    .selectFields(comments, fields as never, where)
    .innerJoin(contents, tenant.joinOn(contents, eq(contents.id, comments.contentId)))
    .leftJoin(users, tenant.joinOn(users, eq(users.id, comments.authorId)));
}

/** Approved top comments on public contents (of one content, or of the whole site), newest first. */
export async function listApprovedThreads(tenant: TenantDb, contentId: number | undefined, page: TPage) {
  const where = and(
    eq(comments.status, 'approved'),
    isNull(comments.parentId),
    contentId === undefined ? undefined : eq(comments.contentId, contentId),
    publicContentCondition(tenant),
  ) as SQL;
  const [rows, totals] = await Promise.all([
    selectWithContent(tenant, commentFields, where).orderBy(desc(comments.id)).limit(page.limit).offset(page.offset),
    selectWithContent(tenant, { n: count() }, where),
  ]);
  return { rows: rows as unknown as TCommentView[], total: Number((totals[0] as { n: number } | undefined)?.n ?? 0) };
}

/** The approved replies of these top comments, oldest first (a conversation reads down). */
export async function listApprovedReplies(tenant: TenantDb, parentIds: number[]): Promise<TCommentView[]> {
  if (parentIds.length === 0) return [];
  const rows = await selectWithContent(
    tenant,
    commentFields,
    and(eq(comments.status, 'approved'), inArray(comments.parentId, parentIds)) as SQL,
  ).orderBy(asc(comments.id));
  return rows as unknown as TCommentView[];
}

export type TModerationFilter = { contentId?: number; contentTypeId?: number };

function selectForModeration<F extends Record<string, unknown>>(tenant: TenantDb, fields: F, where: SQL) {
  return selectWithContent(tenant, fields, where).leftJoin(
    parents,
    tenant.joinOn(parents, eq(parents.id, comments.parentId)),
  );
}

/** Comments waiting for moderation, oldest first (the queue is worked from its start). */
export async function listOnModeration(tenant: TenantDb, filter: TModerationFilter, page: TPage) {
  const where = and(
    eq(comments.status, 'on_moderation'),
    filter.contentId === undefined ? undefined : eq(comments.contentId, filter.contentId),
    filter.contentTypeId === undefined ? undefined : eq(contents.contentTypeId, filter.contentTypeId),
  ) as SQL;
  const [rows, totals] = await Promise.all([
    selectForModeration(tenant, moderationFields, where)
      .orderBy(asc(comments.id))
      .limit(page.limit)
      .offset(page.offset),
    selectForModeration(tenant, { n: count() }, where),
  ]);
  return {
    rows: rows as unknown as TModerationView[],
    total: Number((totals[0] as { n: number } | undefined)?.n ?? 0),
  };
}

export async function findCommentView(tenant: TenantDb, id: number): Promise<TCommentView | undefined> {
  const [row] = await selectWithContent(tenant, commentFields, eq(comments.id, id)).limit(1);
  return row as unknown as TCommentView | undefined;
}

export async function findModerationView(tenant: TenantDb, id: number): Promise<TModerationView | undefined> {
  const [row] = await selectForModeration(tenant, moderationFields, eq(comments.id, id)).limit(1);
  return row as unknown as TModerationView | undefined;
}

/**
 * Moves a comment from `from` to `to` only if it still is in `from`: of two moderators acting at once, one changes
 * the row and the other changes nothing. Answers whether this call made the change.
 */
export async function moveStatus(
  tenant: TenantDb,
  id: number,
  from: TCommentStatus,
  to: TCommentStatus,
  moderatorId: number,
): Promise<boolean> {
  const changed = await tenant
    .update(
      comments,
      { status: to, moderatedBy: moderatorId, moderatedAt: new Date() },
      and(eq(comments.id, id), eq(comments.status, from)) as SQL,
    )
    .returning({ id: comments.id });
  return changed.length === 1;
}

export async function setModeratorComment(
  tenant: TenantDb,
  id: number,
  note: string | null,
  moderatorId: number,
): Promise<void> {
  await tenant.update(
    comments,
    {
      moderatorComment: note,
      moderatorCommentBy: note ? moderatorId : null,
      moderatorCommentAt: note ? new Date() : null,
    },
    eq(comments.id, id),
  );
}
