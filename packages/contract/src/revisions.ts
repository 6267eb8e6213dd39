/**
 * A pending revision as the wire shows it (decision 0011): an edit of approved content that waits while the approved
 * version stays public. Its own file so contents and catalogs can both carry it without importing each other.
 */
import { z } from 'zod';

/** The statuses an edit of approved content can wait in (the item itself stays approved). */
export const REVISION_STATUSES = ['draft', 'on_moderation', 'request_for_edit'] as const;
export type TRevisionStatus = (typeof REVISION_STATUSES)[number];

export const ZPendingRevision = z.object({
  id: z.number(),
  status: z.enum(REVISION_STATUSES),
  /** The moderator's remark when the edit was sent back (status request_for_edit). */
  remark_request_for_edit: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPendingRevision = z.infer<typeof ZPendingRevision>;

/**
 * `pending_revision` on contents and catalogs: for their author and staff, the waiting edit or null; left out of
 * the public's answers, which never hint at an unapproved edit.
 */
export const zPendingRevisionField = ZPendingRevision.nullable().optional();

/**
 * `rejection` on contents and catalogs: a new item a moderator disapproved (status `deleted`) stays in its author's
 * list, marked, with the moderator's reason when one was given (issue 26 item 14). Only who may see a deleted item
 * (its author, staff) meets it; left out of every other item.
 */
export const ZRejection = z.object({ rejected_at: z.string(), reason: z.string().nullable() });
export type TRejection = z.infer<typeof ZRejection>;
export const zRejectionField = ZRejection.optional();
