/** `/catalogs/:slug`: SingleCatalog with its products, paginated. */
import { useParams } from 'react-router';
import { useCatalogBySlug } from '@/features/catalogs/api/get-catalog-by-slug';
import { useCatalogProducts } from '@/features/catalogs/api/get-catalog-products';
import { CatalogPage } from '@/themes/classic/catalog-page';
import { useDocumentTitle } from '../use-document-title';
import { toListState, usePageParam } from './list-state';
import { PRODUCTS_PER_PAGE } from './page-sizes';
import { QueryGate } from './query-gate';

export function CatalogRoute() {
  const { slug = '' } = useParams();
  const [page, setPage] = usePageParam();
  const catalog = useCatalogBySlug(slug);
  const products = useCatalogProducts(catalog.data?.id, page, PRODUCTS_PER_PAGE);
  useDocumentTitle(catalog.data?.name);
  return (
    <QueryGate query={catalog}>
      {(data) => <CatalogPage catalog={data} products={toListState(products, setPage)} />}
    </QueryGate>
  );
}
