/**
 * Where a planner item, and a planner's own words, stand with the public (SPEC §6: moderators manage planner items;
 * decision 0041), in one home: the owner's writes settle the status here and the moderation decides from here. The
 * public sees an item only when it is shown publicly and approved; words a user wrote never reach the public before a
 * moderator.
 */
import type { TPlannerItemKind, TPlannerItemStatus, TPlannerStatus } from '@izlog/contract/planners';

/** What the status depends on, before and after a write. */
export type TItemPublicFacts = {
  kind: string;
  showPublicly: boolean;
  status: string;
  title: string;
  remark: string | null;
  image: string | null;
  city: string | null;
  country: string | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
  categoryId: number | null;
};

/**
 * The fields the public sees of an item its owner wrote. A task is all the owner's words; a linked product or catalog
 * shows the site's own (already moderated) title and category, and only its remark is the owner's.
 */
const SHOWN_WORDS: Record<TPlannerItemKind, readonly Exclude<keyof TItemPublicFacts, 'status'>[]> = {
  task: ['title', 'remark', 'image', 'city', 'country', 'scheduledDate', 'scheduledTime', 'categoryId'],
  product: ['remark'],
  catalog: ['remark'],
};

const shownWordsOf = (kind: string) => SHOWN_WORDS[kind as TPlannerItemKind] ?? SHOWN_WORDS.task;

/** Whether the item carries words of its owner the public would see (a linked item without a remark has none). */
function hasOwnWords(item: Omit<TItemPublicFacts, 'status'>): boolean {
  return item.kind === 'task' || Boolean(item.remark?.trim());
}

/**
 * The status after a write. Hidden → private. Shown: a linked product or catalog without a remark of its owner is
 * approved at once (the site's content was moderated); anything else with the owner's words waits (pending) — unless
 * it was shown already and none of its shown words changed, when it keeps its decision (approved, disapproved or still
 * pending). A new item has no `before`.
 */
export function settleItemStatus(
  before: TItemPublicFacts | null,
  after: Omit<TItemPublicFacts, 'status'>,
): TPlannerItemStatus {
  if (!after.showPublicly) return 'private';
  if (!hasOwnWords(after)) return 'approved';
  if (before?.showPublicly && before.status !== 'private') {
    const changed = shownWordsOf(after.kind).some((field) => before[field] !== after[field]);
    if (!changed) return before.status as TPlannerItemStatus;
  }
  return 'pending';
}

/** A moderator's decision on a planner item. */
export type TPlannerItemDecision = Extract<TPlannerItemStatus, 'approved' | 'disapproved'>;

/** The statuses each decision may be taken from: a waiting item, and an approved one may still be withdrawn. */
const DECIDABLE_FROM: Record<TPlannerItemDecision, readonly string[]> = {
  approved: ['pending'],
  disapproved: ['pending', 'approved'],
};

export const canDecidePlannerItem = (from: string, decision: TPlannerItemDecision): boolean =>
  DECIDABLE_FROM[decision].includes(from);

/** Whether the public sees the item (its planner being public is the caller's condition). */
export const isShownToPublic = (item: { showPublicly: boolean; status: string }): boolean =>
  item.showPublicly && item.status === 'approved';

/** What a planner's status depends on: its own words and whether it is public. */
export type TPlannerPublicFacts = { title: string; description: string; isPublic: boolean };

/**
 * A planner's own words (title, description) are moderated like an item's (decision 0041). A planner is private until
 * it is first made public, then waits (pending) for a moderator. Once past private, it keeps its decision while its
 * words stay — made private and public again, it is still approved or disapproved — and waits again when they change.
 * A new planner has no `before`.
 */
export function settlePlannerStatus(
  before: (TPlannerPublicFacts & { status: string }) | null,
  after: TPlannerPublicFacts,
): TPlannerStatus {
  if (!before || before.status === 'private') return after.isPublic ? 'pending' : 'private';
  const wordsChanged = before.title !== after.title || before.description !== after.description;
  return wordsChanged ? 'pending' : (before.status as TPlannerStatus);
}
