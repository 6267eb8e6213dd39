/** `/admin/audit-log` (back office, 'audit.read'): every admin action on users and the site's settings. */

import { useTranslation } from 'react-i18next';
import { AuditLogPage } from '@/features/user-admin/components/audit-log-page';
import { useDocumentTitle } from '../use-document-title';

export function AdminAuditLogRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('userAdmin.audit.title'));
  return <AuditLogPage />;
}
