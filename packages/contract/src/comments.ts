/**
 * Comments (SPEC §3 "Comment", §7 "Comments" and the comment calls of "Moderation"): statuses, limits, requests and
 * answers. The web's comment form validates with the same schemas the server applies.
 */
import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { optional, zText } from './validation';

/** Comment statuses of DESIGN §3. */
export const COMMENT_STATUSES = ['on_moderation', 'approved', 'disapproved'] as const;
export type TCommentStatus = (typeof COMMENT_STATUSES)[number];
export const ZCommentStatus = z.enum(COMMENT_STATUSES);

export const COMMENT_TEXT_MAX = 2000;
export const COMMENT_NAME_MAX = 60;
export const MODERATOR_COMMENT_MAX = 2000;

const zRowId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Plain text as typed, trimmed, without control characters other than line breaks and tabs (they are invisible and
 * only good for mischief). Never HTML: clients show it as text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const stripControls = (value: unknown) => (typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '') : value);
export const zCommentText = z.preprocess(stripControls, zText(COMMENT_TEXT_MAX));
export const zCommentName = z.preprocess(stripControls, zText(COMMENT_NAME_MAX));

/** POST /comments/post-comment/{contentId}. */
export const ZPostCommentRequest = z.object({
  text: zCommentText,
  /** The visitor's name; required from visitors, ignored for signed-in users (their account names them). */
  name: optional(zCommentName),
  /** Id of the comment this one answers (SPEC's "reply"). A reply to a reply joins the same thread. */
  reply: optional(zRowId),
  /** From GET /users/captcha: required from visitors, not asked of signed-in users. */
  captcha_id: optional(z.string().max(64)),
  captcha: optional(z.string().max(20)),
});
export type TPostCommentRequest = z.infer<typeof ZPostCommentRequest>;

/** The web's forms: a signed-in user writes only the text; a visitor also a name (and the captcha, when it is on). */
export const ZUserCommentForm = z.object({ text: zCommentText });
export const ZVisitorCommentForm = z.object({ name: zCommentName, text: zCommentText });

/** GET /comments: approved comments only, whatever status is asked for (see docs/decisions/0012-comments.md). */
export const ZCommentsQuery = ZPageQuery.extend({
  'filter[content_id]': optional(zRowId),
  'filter[status]': optional(ZCommentStatus),
});
export type TCommentsQuery = z.infer<typeof ZCommentsQuery>;

/** GET /moderations/comments-on-moderation: oldest first. */
export const ZCommentsOnModerationQuery = ZPageQuery.extend({
  'filter[content_id]': optional(zRowId),
  'filter[content_type_id]': optional(z.coerce.number().int().min(1).max(4)),
});
export type TCommentsOnModerationQuery = z.infer<typeof ZCommentsOnModerationQuery>;

/** POST /moderations/moderator-comment/{id}: an empty note removes it. */
export const ZModeratorCommentRequest = z.object({
  moderator_comment: optional(z.preprocess(stripControls, z.string().trim().max(MODERATOR_COMMENT_MAX))),
});
export type TModeratorCommentRequest = z.infer<typeof ZModeratorCommentRequest>;

export const ZComment = z.object({
  id: z.number(),
  content_id: z.number(),
  /** The thread's top comment this one answers; null for a top comment. */
  reply: z.number().nullable(),
  text: z.string(),
  status: ZCommentStatus,
  /** The account's name (company name for clients) or the visitor's name. */
  author_name: z.string(),
  /** Null for a visitor. */
  author_id: z.number().nullable(),
  author_avatar: z.string().nullable(),
  /** A staff note or answer shown under the comment. */
  moderator_comment: z.string().nullable(),
  created_at: z.string(),
});
export type TComment = z.infer<typeof ZComment>;

/** A top comment of GET /comments with its approved replies, oldest first. */
export const ZCommentThread = ZComment.extend({ replies: z.array(ZComment) });
export type TCommentThread = z.infer<typeof ZCommentThread>;

/** A comment as moderation shows it: with the content it is on and, for a reply, the comment it answers. */
export const ZModerationComment = ZComment.extend({
  content: z.object({ id: z.number(), title: z.string(), slug: z.string(), content_type_id: z.number() }),
  reply_to_text: z.string().nullable(),
  moderated_at: z.string().nullable(),
});
export type TModerationComment = z.infer<typeof ZModerationComment>;
