/**
 * One paged, filtered licence list with its states: loading, failed (with a retry), empty (a first-time account is
 * offered to buy a site; a filtered list says nothing matches), and the list with its pages.
 */
import type { TConsoleLicence } from '@izlog/contract/sales-console';
import { Button, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import type { TPage } from '@/lib/api-client';
import { platformLinks } from '@/lib/platform-paths';
import type { TLicenceFilters } from '../api/get-licences';
import { LicenceFiltersBar } from './licence-filters';
import { LicenceList } from './licence-list';

type TLicencesViewProps<T extends TConsoleLicence> = {
  query: UseQueryResult<TPage<T>>;
  filters: TLicenceFilters;
  onFiltersChange(next: TLicenceFilters): void;
  /** What an account with no licence at all is told and offered. */
  emptyOffer?: 'buy' | 'none';
  emptyMessage?: string;
} & Omit<ComponentProps<typeof LicenceList>, 'licences'>;

export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack aria-hidden="true" gap="sm">
        <Skeleton h={36} />
        <Skeleton h={72} />
        <Skeleton h={72} />
        <Skeleton h={72} />
      </Stack>
    </div>
  );
}

function BuyFirstSite() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="flex-start" gap="sm">
        <Text fw={600} size="lg">
          {t('salesConsole.list.empty')}
        </Text>
        <Text>{t('salesConsole.list.emptyHint')}</Text>
        <Button component={Link} to={platformLinks.buy()}>
          {t('salesConsole.list.buy')}
        </Button>
      </Stack>
    </Paper>
  );
}

const isFiltered = (filters: TLicenceFilters) =>
  Boolean(filters.status || filters.licenceType || filters.search?.trim());

export function LicencesView<T extends TConsoleLicence>({
  query,
  filters,
  onFiltersChange,
  emptyOffer = 'buy',
  emptyMessage,
  ...listProps
}: TLicencesViewProps<T>) {
  const { t } = useTranslation();
  const page = query.data;
  const hasNone = page !== undefined && page.pagination.totalCount === 0 && !isFiltered(filters);
  return (
    <Stack gap="md">
      {!hasNone && <LicenceFiltersBar value={filters} onChange={onFiltersChange} />}
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && !page ? (
        <ErrorState message={t('salesConsole.list.loadFailed')} onRetry={() => void query.refetch()} />
      ) : hasNone ? (
        emptyOffer === 'buy' ? (
          <BuyFirstSite />
        ) : (
          <EmptyState message={emptyMessage ?? t('salesConsole.list.emptyFiltered')} />
        )
      ) : page && page.items.length === 0 ? (
        <EmptyState message={t('salesConsole.list.emptyFiltered')} />
      ) : page ? (
        <>
          <LicenceList licences={page.items} {...listProps} />
          <Pager
            label={t('salesConsole.pages.pages')}
            list={{ pagination: page.pagination, onPageChange: (next) => onFiltersChange({ ...filters, page: next }) }}
          />
        </>
      ) : null}
    </Stack>
  );
}
