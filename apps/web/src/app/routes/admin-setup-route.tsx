/** `/admin/setup` (back office, 'site.manage'): the admin's setup checklist, where the admin's guided tour ends. */
import { SetupChecklist } from '@/features/tours/components/setup-checklist';

export function AdminSetupRoute() {
  return <SetupChecklist />;
}
