/** `/admin/audit-log` (back office, 'audit.read'): every admin action on users and the site's settings. */
import { AuditLogPage } from '@/features/user-admin/components/audit-log-page';

export function AdminAuditLogRoute() {
  return <AuditLogPage />;
}
