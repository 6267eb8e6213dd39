/**
 * A management list (decision 0013): a table of titles with category, author, status and date, the feature's row
 * actions, and the pager from the pagination headers. Loading, empty and failed states of their own.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { TRevisionStatus } from '@izlog/contract/revisions';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import type { TPage } from '@/lib/api-client';
import { localeTag } from '@/lib/i18n';
import { ListSkeleton } from './list-skeleton';
import { StatusBadge } from './status-badge';

export type TManagedRow = {
  id: number;
  title: string;
  status: TContentStatus;
  categoryName: string | null;
  authorName: string | null;
  createdAt: string;
  remark: string | null;
  /** An edit of the approved item that waits; the approved version stays public meanwhile (decision 0011). */
  pendingEdit: { status: TRevisionStatus; remark: string | null } | null;
  editTo: string;
};

type TListQuery = {
  data: TPage<TManagedRow> | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
};

type TManagedListProps = {
  /** Names the table for screen readers, e.g. "Products". */
  label: string;
  query: TListQuery;
  onPageChange(page: number): void;
  showAuthor: boolean;
  emptyMessage: string;
  renderActions(row: TManagedRow): ReactNode;
};

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat(localeTag(), {
    dateStyle: 'medium',
    timeZone: 'Europe/Belgrade',
  }).format(new Date(iso));

export function ManagedList({
  label,
  query,
  onPageChange,
  showAuthor,
  emptyMessage,
  renderActions,
}: TManagedListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError || !query.data) {
    return (
      <ErrorState
        message={query.error?.message || t('common.somethingWentWrong')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { items, pagination } = query.data;
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('manage.columns.title')}</Table.Th>
              <Table.Th>{t('manage.columns.category')}</Table.Th>
              {showAuthor && <Table.Th>{t('manage.columns.author')}</Table.Th>}
              <Table.Th>{t('manage.columns.status')}</Table.Th>
              <Table.Th>{t('manage.columns.created')}</Table.Th>
              <Table.Th>{t('manage.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={row.editTo}>
                    {row.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.categoryName ?? '—'}</Table.Td>
                {showAuthor && <Table.Td>{row.authorName ?? '—'}</Table.Td>}
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <StatusBadge status={row.status} />
                    {row.status === 'request_for_edit' && row.remark && (
                      <Text size="xs" c="dimmed">
                        {row.remark}
                      </Text>
                    )}
                    {row.pendingEdit && (
                      <Badge color="grape" variant="light">
                        {t(`manage.pendingEdit.${row.pendingEdit.status}`)}
                      </Badge>
                    )}
                    {row.pendingEdit?.status === 'request_for_edit' && row.pendingEdit.remark && (
                      <Text size="xs" c="dimmed">
                        {row.pendingEdit.remark}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>{formatDate(row.createdAt)}</Table.Td>
                <Table.Td>{renderActions(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager list={{ pagination, onPageChange }} />
    </Stack>
  );
}
