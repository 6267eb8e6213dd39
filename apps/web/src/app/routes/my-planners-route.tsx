/** `/my/planners` (back office, 'planners.keep'): My Planners; the guard has let the user in. */
import { MyPlannersPage } from '@/features/planners/components/my-planners-page';

export function MyPlannersRoute() {
  return <MyPlannersPage />;
}
