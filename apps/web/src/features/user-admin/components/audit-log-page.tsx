/**
 * The back office's audit log page (/admin/audit-log): the filters and page live in the address
 * (?user=&action=&page=), so the modal's "History" or a shared link opens the same list.
 */
import { AUDIT_ACTIONS, type TAuditAction } from '@izlog/contract/audit';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAuditFilters } from '../api/get-audit-log';
import { AuditLogView } from './audit-log-view';

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const isAction = (text: string | null): text is TAuditAction => (AUDIT_ACTIONS as readonly unknown[]).includes(text);

export function AuditLogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filters: TAuditFilters = {
    userId: positive(params.get('user')),
    action: isAction(action) ? action : undefined,
    page: positive(params.get('page')) ?? 1,
  };
  const setFilters = (next: TAuditFilters) => {
    const query = new URLSearchParams();
    if (next.userId !== undefined) query.set('user', String(next.userId));
    if (next.action) query.set('action', next.action);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <Stack gap="md">
      <Title order={1}>{t('userAdmin.audit.title')}</Title>
      <Text c="dimmed">{t('userAdmin.audit.intro')}</Text>
      <AuditLogView filters={filters} onFiltersChange={setFilters} />
    </Stack>
  );
}
