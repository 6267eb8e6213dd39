/** The sections of the moderation modal (SPEC §2, products first and by default) and what each one lists. */
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import type { TModeratedKind, TModerationNumbers } from '@izlog/contract/moderation';
import type { TModerationSection } from '@/lib/modal-store';

export type TItemSection = {
  section: Exclude<TModerationSection, 'comments' | 'plannerItems'>;
  kind: TModeratedKind;
  /** Products and blogs are contents of a type; catalogs have their own list. */
  contentTypeId?: TContentTypeId;
};

export const ITEM_SECTIONS: TItemSection[] = [
  { section: 'products', kind: 'product', contentTypeId: CONTENT_TYPE.product },
  { section: 'catalogs', kind: 'catalog' },
  { section: 'blogs', kind: 'blog', contentTypeId: CONTENT_TYPE.blog },
];

/**
 * Comments and planners (issue 15) each have a list of their own, decided on in place. The planners' section (its key
 * `plannerItems` from before planners' own words were moderated) lists both planners and their items.
 */
export const SECTIONS: TModerationSection[] = [
  ...ITEM_SECTIONS.map((item) => item.section),
  'comments',
  'plannerItems',
];
export const DEFAULT_SECTION: TModerationSection = 'products';

/** What each section's tab counts: the planners' tab counts the planners and the items that wait. */
const COUNTED: Record<TModerationSection, (keyof TModerationNumbers)[]> = {
  products: ['products'],
  catalogs: ['catalogs'],
  blogs: ['blogs'],
  comments: ['comments'],
  plannerItems: ['planner_items', 'planners'],
};

/** The number on a section's tab; none until the numbers have loaded. */
export const countOf = (section: TModerationSection, numbers: TModerationNumbers | undefined): number | undefined =>
  numbers && COUNTED[section].reduce((sum, key) => sum + (numbers[key] ?? 0), 0);
