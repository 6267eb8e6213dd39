/**
 * The moderation calls (SPEC §4, §7 "Moderation"; decision 0011): decisions on blogs, products and catalogs, the
 * counts of what waits, an item's approved and pending versions side by side, and its history.
 */
import { z } from 'zod';
import { zRowId } from './catalogs';
import { ZContent, ZContentStatus, ZGalleryImage, ZGalleryVideo } from './contents';
import { ZPendingRevision } from './revisions';
import { optional, zText } from './validation';

/** What the moderators decide on (SPEC §4); articles and static pages are staff-only and never wait. */
export const MODERATED_KINDS = ['blog', 'product', 'catalog'] as const;
export type TModeratedKind = (typeof MODERATED_KINDS)[number];

export const MAX_REMARK_LENGTH = 2000;

/**
 * approve-* and disapprove-*: `revision_id` (optional) is the pending revision the moderator looked at; when the
 * author has changed it since, the decision is refused with 409 instead of applying something unseen.
 */
export const ZModerationDecisionRequest = z.preprocess(
  (value) => value ?? {},
  z.object({ revision_id: optional(zRowId) }),
);
export type TModerationDecisionRequest = z.infer<typeof ZModerationDecisionRequest>;

/**
 * disapprove-*: as a decision, with an optional reason the author reads in the mail and, for a new item, beside it
 * in their list (issue 26 item 14).
 */
export const ZDisapproveRequest = z.preprocess(
  (value) => value ?? {},
  z.object({
    revision_id: optional(zRowId),
    remark_request_for_edit: optional(z.string().trim().max(MAX_REMARK_LENGTH)),
  }),
);
export type TDisapproveRequest = z.infer<typeof ZDisapproveRequest>;

/** request-for-edit-*: the remark is required and shown to the author. */
export const ZRequestForEditRequest = z.preprocess(
  (value) => value ?? {},
  z.object({
    remark_request_for_edit: zText(MAX_REMARK_LENGTH),
    revision_id: optional(zRowId),
  }),
);
export type TRequestForEditRequest = z.infer<typeof ZRequestForEditRequest>;

/** The answer of a decision: the item's status (approved while an edit waited) and what still waits. */
export const ZModerationResult = z.object({
  id: z.number(),
  status: ZContentStatus,
  pending_revision: ZPendingRevision.nullable(),
  message: z.string(),
});
export type TModerationResult = z.infer<typeof ZModerationResult>;

/** moderation-numbers: how many items of each list wait for a moderator (new ones and edits of approved ones). */
export const ZModerationNumbers = z.object({
  blogs: z.number(),
  products: z.number(),
  catalogs: z.number(),
  comments: z.number(),
  /** User-written planner items shown publicly in public planners (issue 15). */
  planner_items: z.number(),
  /** Public planners whose title or description waits for a moderator (decision 0041). */
  planners: z.number(),
});
export type TModerationNumbers = z.infer<typeof ZModerationNumbers>;

const ZNamedRef = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const ZAuthorRef = z.object({ id: z.number(), username: z.string() });

/** One version of a content (approved or pending), field by field as the edit form has them. */
export const ZContentVersion = z.object({
  title: z.string(),
  content_text: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  image_sizes: z.record(z.string(), z.string()),
  stock_image: z.string().nullable(),
  category: ZNamedRef.nullable(),
  author: ZAuthorRef.nullable(),
  comments_allowed: z.boolean(),
  gallery_position: z.string().nullable(),
  price: z.number().nullable(),
  currency_id: z.number(),
  discount: z.number(),
  discount_type: z.number(),
  /** Tag names (a pending edit's new tags do not exist as tags until it is approved). */
  tags: z.array(z.string()),
  gallery: z.array(ZGalleryImage),
  video_gallery: z.array(ZGalleryVideo),
  attributes: ZContent.shape.attributes,
  locations: ZContent.shape.locations,
  catalogs: z.array(ZNamedRef),
});
export type TContentVersion = z.infer<typeof ZContentVersion>;

/**
 * content-changes/{id}: `previous` is the approved version the public sees while an edit waits (null for an item
 * never approved), `current` what waits (or the item itself when nothing does); `changed_fields` names the fields of
 * `current` that differ from `previous`.
 */
export const ZContentChanges = z.object({
  id: z.number(),
  content_type_id: z.number(),
  status: ZContentStatus,
  pending_revision: ZPendingRevision.nullable(),
  previous: ZContentVersion.nullable(),
  current: ZContentVersion,
  changed_fields: z.array(z.string()),
});
export type TContentChanges = z.infer<typeof ZContentChanges>;

export const ZCatalogVersion = z.object({
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  image_sizes: z.record(z.string(), z.string()),
  category: ZNamedRef.nullable(),
  author: ZAuthorRef.nullable(),
  /** In catalog order, with each product's own status. */
  products: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      slug: z.string(),
      image: z.string().nullable(),
      status: ZContentStatus,
    }),
  ),
});
export type TCatalogVersion = z.infer<typeof ZCatalogVersion>;

export const ZCatalogChanges = z.object({
  id: z.number(),
  status: ZContentStatus,
  pending_revision: ZPendingRevision.nullable(),
  previous: ZCatalogVersion.nullable(),
  current: ZCatalogVersion,
  changed_fields: z.array(z.string()),
});
export type TCatalogChanges = z.infer<typeof ZCatalogChanges>;

/** history/{kind}/{id}: contents (blogs, articles, products, pages) by their id, catalogs by theirs. */
export const HISTORY_ITEM_KINDS = ['content', 'catalog'] as const;
export type THistoryItemKind = (typeof HISTORY_ITEM_KINDS)[number];

export const HISTORY_ACTIONS = [
  'created',
  'draft_saved',
  'published',
  'edited',
  'approved',
  'disapproved',
  'edit_requested',
  'disabled',
] as const;
export type THistoryAction = (typeof HISTORY_ACTIONS)[number];

export const ZHistoryParams = z.object({
  kind: z.enum(HISTORY_ITEM_KINDS),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZHistoryEntry = z.object({
  id: z.number(),
  action: z.enum(HISTORY_ACTIONS),
  /** The item's status after the action; while an edit of approved content waits, the status of that edit. */
  status: ZContentStatus,
  /** Who did it; null when the account no longer exists. */
  actor: ZAuthorRef.nullable(),
  remark_request_for_edit: z.string().nullable(),
  /** Set when the action concerned a pending edit of approved content rather than the item itself. */
  revision_id: z.number().nullable(),
  created_at: z.string(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;
