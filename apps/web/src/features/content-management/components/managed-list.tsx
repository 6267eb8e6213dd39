/**
 * A management list (decision 0013): a table (cards on a phone, decision 0063) of titles with category, author, status and date, the feature's row
 * actions, and the pager from the pagination headers. Loading, empty and failed states of their own.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { TRevisionStatus } from '@izlog/contract/revisions';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { ResponsiveTable, type TResponsiveColumn } from '@/components/responsive-table';
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
  /** A new item the moderator disapproved: it stays in its author's list, marked, with the reason (issue 26 item 14). */
  rejection: { reason: string | null } | null;
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
  const columns: TResponsiveColumn<TManagedRow>[] = [
    {
      key: 'title',
      header: t('manage.columns.title'),
      role: 'title',
      cell: (row) => (
        <Anchor component={Link} to={row.editTo}>
          {row.title}
        </Anchor>
      ),
    },
    { key: 'category', header: t('manage.columns.category'), cell: (row) => row.categoryName ?? '—' },
    ...(showAuthor
      ? [{ key: 'author', header: t('manage.columns.author'), cell: (row: TManagedRow) => row.authorName ?? '—' }]
      : []),
    { key: 'status', header: t('manage.columns.status'), cell: (row) => <RowStatus row={row} /> },
    { key: 'created', header: t('manage.columns.created'), cell: (row) => formatDate(row.createdAt) },
    { key: 'actions', header: t('manage.columns.actions'), role: 'actions', cell: renderActions },
  ];
  return (
    <Stack gap="md">
      <ResponsiveTable label={label} rows={items} rowKey={(row) => row.id} columns={columns} minWidth={640} />
      <Pager list={{ pagination, onPageChange }} />
    </Stack>
  );
}

/** The status, the moderator's remark or reason, and an edit that waits with its own status and remark. */
function RowStatus({ row }: { row: TManagedRow }) {
  const { t } = useTranslation();
  if (row.rejection) {
    return (
      <Stack gap={4} align="flex-start">
        <Badge color="red" variant="light">
          {t('manage.rejected')}
        </Badge>
        {row.rejection.reason && (
          <Text size="xs" c="dimmed">
            {t('manage.rejectionReason', { reason: row.rejection.reason })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
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
  );
}
