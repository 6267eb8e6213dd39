/** The sections of the moderation modal (SPEC §2, products first and by default) and what each one lists. */
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import type { TModeratedKind, TModerationNumbers } from '@izlog/contract/moderation';
import type { TModerationSection } from '@/lib/modal-store';

export type TItemSection = {
  section: Exclude<TModerationSection, 'comments'>;
  kind: TModeratedKind;
  /** Products and blogs are contents of a type; catalogs have their own list. */
  contentTypeId?: TContentTypeId;
  count: keyof TModerationNumbers;
};

export const ITEM_SECTIONS: TItemSection[] = [
  { section: 'products', kind: 'product', contentTypeId: CONTENT_TYPE.product, count: 'products' },
  { section: 'catalogs', kind: 'catalog', count: 'catalogs' },
  { section: 'blogs', kind: 'blog', contentTypeId: CONTENT_TYPE.blog, count: 'blogs' },
];

export const SECTIONS: TModerationSection[] = [...ITEM_SECTIONS.map((item) => item.section), 'comments'];
export const DEFAULT_SECTION: TModerationSection = 'products';

export const countOf = (section: TModerationSection): keyof TModerationNumbers =>
  ITEM_SECTIONS.find((item) => item.section === section)?.count ?? 'comments';
