/**
 * The moderation states of a comment (DESIGN §3, decision 0012): a comment waits on moderation until a moderator
 * approves or disapproves it; an approved comment may still be disapproved (withdrawn from the public). Disapproved
 * is final: a refused or withdrawn comment does not come back (its author may write again).
 */
import type { TCommentStatus } from '@izlog/contract/comments';

export type TCommentDecision = Exclude<TCommentStatus, 'on_moderation'>;

/** The statuses each decision may be taken from. */
const DECIDABLE_FROM: Record<TCommentDecision, readonly TCommentStatus[]> = {
  approved: ['on_moderation'],
  disapproved: ['on_moderation', 'approved'],
};

export const canDecide = (from: TCommentStatus, decision: TCommentDecision): boolean =>
  DECIDABLE_FROM[decision].includes(from);
