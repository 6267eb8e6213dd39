/**
 * `/planners/:id`: PublicPlannerItems (SPEC §2) — a public planner's items by category. A planner that is not public,
 * or an address that names no planner, is the not-found page.
 */
import { useParams } from 'react-router';
import { usePublicPlanner } from '@/features/public-planners/api/get-public-planner';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { NotFoundRoute } from './not-found-route';
import { QueryGate } from './query-gate';

export function PublicPlannerRoute() {
  const plannerId = Number(useParams().id);
  if (!Number.isInteger(plannerId) || plannerId < 1 || plannerId > 2_147_483_647) return <NotFoundRoute />;
  return <PublicPlanner plannerId={plannerId} />;
}

function PublicPlanner({ plannerId }: { plannerId: number }) {
  const { PublicPlannerPage } = useThemeLayouts();
  const planner = usePublicPlanner(plannerId);
  useDocumentTitle(planner.data?.planner.title);
  return <QueryGate query={planner}>{(data) => <PublicPlannerPage planner={data} />}</QueryGate>;
}
