/**
 * The catalogs and products of a category as one list: a page of references (paid first places first), then the rows
 * they point to.
 */
import type { TCategoryItem } from '@izlog/contract/catalogs';
import { notFound } from '../../../platform/http/errors';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { contentListItemsInOrder } from '../contents/reads/content-list-items';
import { presentCatalog } from './catalog.presenter';
import { catalogViewer } from './catalog-access';
import { findCatalogsByIds, withDetails } from './catalogs.queries';
import { catalogCategoryTree, listCategoryItemRefs } from './category-items.queries';
import { firstPlaceRank } from './first-places';

/** 404 when the category is unknown, deleted or not a category of products and catalogs. */
export async function listCategoryItems(
  scope: TRequestScope,
  categoryId: number,
  page: TPage,
): Promise<{ items: TCategoryItem[]; total: number }> {
  const { tenant: tdb, actor } = scope;
  const tree = await catalogCategoryTree(tdb, categoryId);
  if (!tree) throw notFound();
  const firstPlaces = await firstPlaceRank(tdb, categoryId, { advance: page.offset === 0 });
  const { refs, total } = await listCategoryItemRefs(tdb, tree, firstPlaces, page);
  // Visitors are never misled: an entry placed first says so, and names the bidding item its clicks count for.
  const placedBy = new Map(firstPlaces.map((place) => [`${place.type}:${place.id}`, place.biddingItemId]));
  const sponsorship = (type: 'catalog' | 'product', id: number) => {
    const biddingItemId = placedBy.get(`${type}:${id}`);
    return { sponsored: biddingItemId !== undefined, bidding_item_id: biddingItemId ?? null };
  };
  const idsOf = (type: 'catalog' | 'product') => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
  const [catalogRecords, products] = await Promise.all([
    findCatalogsByIds(tdb, idsOf('catalog')).then((rows) => withDetails(tdb, catalogViewer(actor), rows)),
    contentListItemsInOrder(tdb, idsOf('product')),
  ]);
  const catalogById = new Map(catalogRecords.map((record) => [record.id, record]));
  const productById = new Map(products.map((item) => [item.id, item]));
  const items = refs.flatMap((ref): TCategoryItem[] => {
    if (ref.type === 'catalog') {
      const record = catalogById.get(ref.id);
      return record ? [{ type: 'catalog', ...presentCatalog(record), ...sponsorship('catalog', ref.id) }] : [];
    }
    const product = productById.get(ref.id);
    return product ? [{ type: 'product', ...product, ...sponsorship('product', ref.id) }] : [];
  });
  return { items, total };
}

/** The bidding items whose entries a page shows (their impressions count once per serving). */
export const sponsoredIdsOf = (items: TCategoryItem[]): number[] =>
  items.flatMap((item) => (item.bidding_item_id === null ? [] : [item.bidding_item_id]));
