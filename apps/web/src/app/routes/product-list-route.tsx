/** `/products?category=<slug>&page=<n>`: ProductList with the category filter and page numbers in the address. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { recordBiddingClick } from '@/features/bidding/api/record-bidding-click';
import { useCategories } from '@/features/categories/api/get-categories';
import { useContents } from '@/features/contents/api/get-contents';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { toListState, usePageParam } from './list-state';
import { NotFoundRoute } from './not-found-route';
import { PRODUCTS_PER_PAGE } from './page-sizes';

export function ProductListRoute() {
  const { ProductListPage } = useThemeLayouts();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const categorySlug = searchParams.get('category');
  const [page, setPage] = usePageParam();
  const categories = useCategories(CONTENT_TYPE.product);
  const selectedCategory = categorySlug ? (categories.data?.find((item) => item.slug === categorySlug) ?? null) : null;
  const isUnknownCategory = categorySlug !== null && categories.isSuccess && selectedCategory === null;
  // A filtered list waits for the category's id; an unfiltered one loads at once.
  const products = useContents(
    { contentTypeId: CONTENT_TYPE.product, categoryId: selectedCategory?.id, page, pageCount: PRODUCTS_PER_PAGE },
    { enabled: categorySlug === null || selectedCategory !== null },
  );
  useDocumentTitle(selectedCategory?.name ?? t('nav.products'));

  if (isUnknownCategory) return <NotFoundRoute />;
  const productList = toListState(products, setPage);
  const categoryFailure =
    categorySlug !== null && categories.isError
      ? { message: categories.error.message, onRetry: () => void categories.refetch() }
      : null;
  return (
    <ProductListPage
      categories={categories.data ?? []}
      selectedCategory={selectedCategory}
      products={{ ...productList, error: productList.error ?? categoryFailure }}
      onSponsoredOpen={recordBiddingClick}
    />
  );
}
