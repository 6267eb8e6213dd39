/**
 * The audit log (issue 12): newest first, a page at a time, filtered by a user and by an action. The same view is
 * the back office's audit log page and the user management modal's section; each keeps the filters its own way.
 */
import { AUDIT_ACTIONS, type TAuditAction } from '@izlog/contract/audit';
import { Group, Select, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import { type TAuditFilters, useAuditLog } from '../api/get-audit-log';
import { AuditEntryCard } from './audit-entry-card';
import { AuditUserPicker } from './audit-user-picker';

type TAuditLogViewProps = {
  filters: TAuditFilters;
  onFiltersChange(filters: TAuditFilters): void;
  /** A list inside a modal keeps its scroll; a page goes back to the top. */
  keepsScroll?: boolean;
};

export function AuditLogView({ filters, onFiltersChange, keepsScroll = false }: TAuditLogViewProps) {
  const { t } = useTranslation();
  const log = useAuditLog(filters);
  const isFiltered = filters.userId !== undefined || filters.action !== undefined;
  return (
    <Stack gap="md">
      <Group role="search" aria-label={t('userAdmin.audit.filtersLabel')} gap="sm" align="flex-end" wrap="wrap">
        <AuditUserPicker
          userId={filters.userId}
          onChange={(userId) => onFiltersChange({ ...filters, userId, page: 1 })}
        />
        <Select
          label={t('userAdmin.audit.action')}
          placeholder={t('userAdmin.audit.allActions')}
          data={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`userAdmin.audit.actions.${action}`) }))}
          value={filters.action ?? null}
          onChange={(action) =>
            onFiltersChange({ ...filters, action: (action ?? undefined) as TAuditAction | undefined, page: 1 })
          }
          clearable
          w={{ base: '100%', sm: 300 }}
        />
      </Group>
      {log.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          <Stack gap="sm" aria-hidden="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={96} radius="sm" />
            ))}
          </Stack>
        </div>
      ) : log.isError || !log.data ? (
        <ErrorState
          message={log.error?.message || t('userAdmin.audit.loadFailed')}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState message={isFiltered ? t('userAdmin.audit.emptyFiltered') : t('userAdmin.audit.empty')} />
      ) : (
        <Stack gap="md">
          <Stack
            component="ol"
            aria-label={t('userAdmin.audit.listLabel')}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {log.data.items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
          <Pager
            list={{ pagination: log.data.pagination, onPageChange: (page) => onFiltersChange({ ...filters, page }) }}
            keepsScroll={keepsScroll}
          />
        </Stack>
      )}
    </Stack>
  );
}
