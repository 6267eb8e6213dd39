/**
 * What every moderation list shares around its rows: the loader, the failure with the server's message and a retry
 * (SPEC §8), the empty state, and the pager under the rows.
 */
import type { TPaginationInfo } from '@izlog/contract/pagination';
import { Alert, Button, Center, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TListQuery = { isPending: boolean; isError: boolean; error: Error | null; refetch(): unknown };

type TModerationListShellProps = {
  query: TListQuery;
  isEmpty: boolean;
  /** Said when nothing waits; the modal's general line by default. */
  emptyText?: string;
  pagination?: Pick<TPaginationInfo, 'currentPage' | 'pageCount'>;
  onPageChange(page: number): void;
  /** The pager's name, when one screen shows two lists (their pagers are told apart by it). */
  pagerLabel?: string;
  children: ReactNode;
};

const pagerLabels = {
  first: 'catalogue.firstPage',
  previous: 'catalogue.previousPage',
  next: 'catalogue.nextPage',
  last: 'catalogue.lastPage',
} as const;

export function ModerationListShell(props: TModerationListShellProps) {
  const { query, isEmpty, emptyText, pagination, onPageChange, pagerLabel, children } = props;
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title={t('moderation.loadFailed')} role="alert">
        <Stack align="flex-start" gap="xs">
          <Text size="sm">{query.error?.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty) return <Text c="dimmed">{emptyText ?? t('moderation.empty')}</Text>;
  const pageCount = pagination?.pageCount ?? 1;
  return (
    <Stack gap="sm">
      {children}
      {pageCount > 1 && (
        <Center component="nav" aria-label={pagerLabel ?? t('catalogue.pages')}>
          <Pagination
            size="sm"
            total={pageCount}
            value={Math.min(Math.max(pagination?.currentPage ?? 1, 1), pageCount)}
            onChange={onPageChange}
            getItemProps={(page) => ({ 'aria-label': t('catalogue.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': t(pagerLabels[control]) })}
          />
        </Center>
      )}
    </Stack>
  );
}
