/** A search row → the wire shape of a hit (packages/contract/src/search.ts): its kind, picture, price and snippet. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { minorUnitsToPrice } from '@izlog/contract/contents';
import type { TSearchHit } from '@izlog/contract/search';
import { contentImageSizes, presentDiscount } from '../contents/content.presenter';
import type { TSearchRow } from './search.queries';
import { makeSnippet } from './snippet';

const TYPE_NAMES = new Map<number, TSearchHit['type']>(
  Object.entries(CONTENT_TYPE).map(([name, id]) => [id, name as TSearchHit['type']]),
);

/** Only a product has a price; a catalog's and an article's columns are left out. */
function offerOf(type: TSearchHit['type'], row: TSearchRow): TSearchHit['offer'] {
  if (type !== 'product' || row.currencyId === null) return null;
  return {
    price: minorUnitsToPrice(row.price),
    currency_id: row.currencyId,
    discount: presentDiscount(row.discount, row.discountType),
    discount_type: row.discountType,
  };
}

/** `queryWords` are the folded words of the query, for the snippet. */
export function presentHit(row: TSearchRow, queryWords: string[]): TSearchHit {
  const type = row.kind === 'catalog' ? 'catalog' : (TYPE_NAMES.get(row.contentTypeId ?? 0) ?? 'article');
  return {
    type,
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    image_sizes: contentImageSizes(row.image),
    offer: offerOf(type, row),
    content_type_id: row.contentTypeId,
    snippet: makeSnippet(row.text, queryWords),
  };
}
