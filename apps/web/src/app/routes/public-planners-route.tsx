/** `/planners`: the planners their owners made public, newest change first, with page numbers (reached from the footer). */
import { useTranslation } from 'react-i18next';
import { usePublicPlanners } from '@/features/public-planners/api/get-public-planners';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { toListState, usePageParam } from './list-state';
import { PUBLIC_PLANNERS_PER_PAGE } from './page-sizes';

export function PublicPlannersRoute() {
  const { PublicPlannerListPage } = useThemeLayouts();
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const planners = usePublicPlanners(page, PUBLIC_PLANNERS_PER_PAGE);
  useDocumentTitle(t('publicPlanners.list.title'));
  return <PublicPlannerListPage planners={toListState(planners, setPage)} />;
}
