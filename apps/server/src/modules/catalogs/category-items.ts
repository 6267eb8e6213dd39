/** The catalogs and products of a category as one list: a page of references, then the rows they point to. */
import type { TCategoryItem } from '@izlog/contract/catalogs';
import type { TPage } from '../../platform/http/pagination';
import type { TActor } from '../../platform/permissions/policy';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { presentListItem } from '../contents/content.presenter';
import { presentCatalog } from './catalog.presenter';
import { catalogViewer } from './catalog-context';
import { findCatalogsByIds, findProductsInOrder, withDetails } from './catalogs.queries';
import { catalogCategoryTree, listCategoryItemRefs } from './category-items.queries';
import { firstPlaceRank } from './first-places';

/** null when the category is unknown, deleted or not a category of products and catalogs. */
export async function listCategoryItems(
  tdb: TenantDb,
  actor: TActor,
  categoryId: number,
  page: TPage,
): Promise<{ items: TCategoryItem[]; total: number } | null> {
  const tree = await catalogCategoryTree(tdb, categoryId);
  if (!tree) return null;
  const firstPlaces = await firstPlaceRank(tdb, categoryId);
  const { refs, total } = await listCategoryItemRefs(tdb, tree, firstPlaces, page);
  const idsOf = (type: 'catalog' | 'product') => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
  const [catalogRecords, products] = await Promise.all([
    findCatalogsByIds(tdb, idsOf('catalog')).then((rows) => withDetails(tdb, catalogViewer(actor), rows)),
    findProductsInOrder(tdb, idsOf('product')),
  ]);
  const catalogById = new Map(catalogRecords.map((record) => [record.id, record]));
  const productById = new Map(products.map((row) => [row.id, row]));
  const items = refs.flatMap((ref): TCategoryItem[] => {
    if (ref.type === 'catalog') {
      const record = catalogById.get(ref.id);
      return record ? [{ type: 'catalog', ...presentCatalog(record) }] : [];
    }
    const product = productById.get(ref.id);
    return product ? [{ type: 'product', ...presentListItem(product) }] : [];
  });
  return { items, total };
}
