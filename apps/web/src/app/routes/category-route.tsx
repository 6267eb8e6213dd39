/**
 * `/categories/:slug`: a product category shows its catalogs and products (get-category-catalog-product, which
 * includes subcategories); an article or blog category shows its contents. The list's widgets sit around it.
 */
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import { useParams } from 'react-router';
import { recordBiddingClick } from '@/features/bidding/api/record-bidding-click';
import { useCategoryBySlug } from '@/features/categories/api/get-category-by-slug';
import { useCategoryItems } from '@/features/categories/api/get-category-items';
import { useContents } from '@/features/contents/api/get-contents';
import { PageWidgetsButton } from '@/features/widget-admin/components/page-widgets-button';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { toListState, usePageParam } from './list-state';
import { PRODUCTS_PER_PAGE } from './page-sizes';
import { usePageWidgetsState } from './page-widgets';
import { QueryGate } from './query-gate';

export function CategoryRoute() {
  const { CategoryPage } = useThemeLayouts();
  const { slug = '' } = useParams();
  const [page, setPage] = usePageParam();
  const category = useCategoryBySlug(slug);
  const isProductCategory = category.data?.content_type_id === CONTENT_TYPE.product;
  const productItems = useCategoryItems(isProductCategory ? category.data?.id : undefined, page, PRODUCTS_PER_PAGE);
  const contents = useContents(
    {
      contentTypeId: (category.data?.content_type_id ?? CONTENT_TYPE.article) as TContentTypeId,
      categoryId: category.data?.id,
      page,
      pageCount: PRODUCTS_PER_PAGE,
    },
    { enabled: category.data !== undefined && !isProductCategory },
  );
  // A category list is named by the category's id (SPEC §3 Widget).
  const widgets = usePageWidgetsState(category.data ? { kind: 'category', id: category.data.id } : undefined);
  useDocumentTitle(category.data?.name);
  return (
    <QueryGate query={category}>
      {(data) => (
        <>
          {/* Staff who may arrange widgets open this list's own (page_name = the category's id). */}
          <PageWidgetsButton page={{ kind: 'category', id: data.id, title: data.name }} />
          {isProductCategory ? (
            <CategoryPage
              category={data}
              items={toListState(productItems, setPage)}
              onSponsoredOpen={recordBiddingClick}
              widgets={widgets}
            />
          ) : (
            <CategoryPage category={data} items={toListState(contents, setPage)} widgets={widgets} />
          )}
        </>
      )}
    </QueryGate>
  );
}
