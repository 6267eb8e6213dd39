/** `/catalogs/:slug`: SingleCatalog with its products, paginated. */
import { useParams } from 'react-router';
import { useCatalogBySlug } from '@/features/catalogs/api/get-catalog-by-slug';
import { useCatalogProducts } from '@/features/catalogs/api/get-catalog-products';
import { AddToPlannerButton } from '@/features/planners/components/add-to-planner-button';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { useSiteLicence } from '../use-site-licence';
import { toListState, usePageParam } from './list-state';
import { PRODUCTS_PER_PAGE } from './page-sizes';
import { QueryGate } from './query-gate';

export function CatalogRoute() {
  const { CatalogPage } = useThemeLayouts();
  const { slug = '' } = useParams();
  const [page, setPage] = usePageParam();
  const catalog = useCatalogBySlug(slug);
  const isLoginOffered = useSiteLicence().login_registration_status;
  const products = useCatalogProducts(catalog.data?.id, page, PRODUCTS_PER_PAGE);
  useDocumentTitle(catalog.data?.name);
  return (
    <QueryGate query={catalog}>
      {(data) => (
        <CatalogPage
          catalog={data}
          products={toListState(products, setPage)}
          // Front users keep planners (SPEC §4): a catalog goes into one of theirs like a product.
          actions={
            <AddToPlannerButton
              subject={{ kind: 'catalog', id: data.id, title: data.name }}
              isLoginOffered={isLoginOffered}
            />
          }
        />
      )}
    </QueryGate>
  );
}
