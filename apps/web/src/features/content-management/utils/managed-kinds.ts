/**
 * What the back office manages (decision 0013), kind by kind: the wire content type of each content kind and how
 * its publishing works. Catalogs have their own calls and no content type.
 */
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import { PUBLISH_NEEDS_CATEGORY_AND_IMAGE } from '@izlog/contract/contents';
import type { TManagedKind } from '@/lib/paths';

export type TContentKind = Exclude<TManagedKind, 'catalogs'>;

export const CONTENT_TYPE_OF: Record<TContentKind, TContentTypeId> = {
  products: CONTENT_TYPE.product,
  articles: CONTENT_TYPE.article,
  blogs: CONTENT_TYPE.blog,
  pages: CONTENT_TYPE.staticPage,
};

export const isContentKind = (kind: TManagedKind): kind is TContentKind => kind !== 'catalogs';

/** SPEC §5 at the field: publishing needs a category and a main photo for these kinds (catalogs always need both). */
export const publishNeedsCategoryAndImage = (kind: TContentKind) =>
  PUBLISH_NEEDS_CATEGORY_AND_IMAGE.includes(CONTENT_TYPE_OF[kind]);

/** Categories of a catalog are product categories (the server's rule: a catalog lists products). */
export const categoryTypeOf = (kind: TManagedKind): TContentTypeId =>
  kind === 'catalogs' ? CONTENT_TYPE.product : CONTENT_TYPE_OF[kind];

/** What a save means: keep it a draft, or publish it (staff: published at once; others: to moderation). */
export type TSaveIntent = 'draft' | 'publish';
