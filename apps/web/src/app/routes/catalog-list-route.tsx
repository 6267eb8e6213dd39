/** `/catalogs`: the site's approved catalogs, newest first, with page numbers (reached from the footer). */
import { useTranslation } from 'react-i18next';
import { useCatalogs } from '@/features/catalogs/api/get-catalogs';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { toListState, usePageParam } from './list-state';
import { CATALOGS_PER_PAGE } from './page-sizes';

export function CatalogListRoute() {
  const { CatalogListPage } = useThemeLayouts();
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const catalogs = useCatalogs(page, CATALOGS_PER_PAGE);
  useDocumentTitle(t('siteFrame.catalogList.title'));
  return <CatalogListPage catalogs={toListState(catalogs, setPage)} />;
}
