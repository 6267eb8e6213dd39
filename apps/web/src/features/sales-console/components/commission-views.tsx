/**
 * The commission ledger's views: the sums (net, accrued, reversed) with a table per month, and the entries page by
 * page, each naming its licence, order and kind; amounts in RSD. Shared by the partner's page and the admin's.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TCommissionLedgerEntry, TCommissionSummary } from '@izlog/contract/sales-console';
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import { formatRsdMinor } from '@/lib/price';
import { type TLedgerFilters, useCommissionLedger, useCommissionSummary } from '../api/commissions';
import { formatDay, formatMonth } from '../utils/format';
import { CaptionedTable, CardList, TABLE_MEDIA_QUERY } from './console-lists';
import { ListSkeleton } from './licences-view';

function Totals({ summary }: { summary: TCommissionSummary }) {
  const { t } = useTranslation();
  const figures = [
    [t('salesConsole.partner.net'), summary.totals.net],
    [t('salesConsole.partner.accrued'), summary.totals.accrued],
    [t('salesConsole.partner.reversed'), summary.totals.reversed],
  ] as const;
  return (
    <SimpleGrid component="dl" cols={3} spacing="sm" m={0} aria-label={t('salesConsole.partner.totals')}>
      {figures.map(([label, amount]) => (
        <Card key={label} withBorder padding="xs" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} fz={{ base: 'sm', xs: 'lg' }}>
            {formatRsdMinor(amount)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function MonthTable({ summary }: { summary: TCommissionSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  if (summary.months.length === 0) return null;
  return (
    <CaptionedTable
      caption={t('salesConsole.partner.monthsCaption')}
      minWidth={0}
      verticalSpacing="xs"
      columns={[
        t('salesConsole.partner.month'),
        t('salesConsole.partner.accrued'),
        t('salesConsole.partner.reversed'),
        t('salesConsole.partner.net'),
        { label: t('salesConsole.partner.entries'), visibleFrom: 'sm' },
      ]}
    >
      {summary.months.map((month) => (
        <Table.Tr key={month.month}>
          <Table.Th scope="row" fw="normal">
            {formatMonth(month.month, language)}
          </Table.Th>
          <Table.Td>{formatRsdMinor(month.accrued)}</Table.Td>
          <Table.Td>{formatRsdMinor(month.reversed)}</Table.Td>
          <Table.Td fw={600}>{formatRsdMinor(month.net)}</Table.Td>
          <Table.Td visibleFrom="sm">{month.entries}</Table.Td>
        </Table.Tr>
      ))}
    </CaptionedTable>
  );
}

export function CommissionSummaryView({ filters }: { filters: TLedgerFilters }) {
  const { t } = useTranslation();
  const query = useCommissionSummary(filters);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return <ErrorState message={t('salesConsole.partner.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  return (
    <Stack gap="md">
      <Totals summary={query.data} />
      <MonthTable summary={query.data} />
    </Stack>
  );
}

function entryCells(entry: TCommissionLedgerEntry, showPartner: boolean, t: TFunction, language: TLanguage) {
  return {
    date: formatDay(entry.created_at, language),
    kind: t(`salesConsole.partner.kinds.${entry.kind}`),
    licence: entry.licence_title ?? entry.subdomain,
    order: entry.reference_no,
    amount: formatRsdMinor(entry.amount),
    rate: `${entry.rate_bp / 100} %`,
    partner: showPartner ? entry.partner.name || entry.partner.email : '',
  };
}

function LedgerTable({ entries, showPartner }: { entries: TCommissionLedgerEntry[]; showPartner: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const rows = entries.map((entry) => ({ id: entry.id, ...entryCells(entry, showPartner, t, language) }));
  return (
    <CaptionedTable
      caption={t('salesConsole.partner.ledgerCaption')}
      minWidth={720}
      verticalSpacing="xs"
      highlightOnHover
      columns={[
        t('salesConsole.partner.date'),
        t('salesConsole.partner.kind'),
        t('salesConsole.partner.licence'),
        t('salesConsole.partner.order'),
        showPartner && t('salesConsole.partner.partner'),
        t('salesConsole.partner.rate'),
        t('salesConsole.partner.amount'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>{row.date}</Table.Td>
          <Table.Td>{row.kind}</Table.Td>
          <Table.Th scope="row" fw="normal">
            {row.licence}
          </Table.Th>
          <Table.Td>{row.order}</Table.Td>
          {showPartner && <Table.Td>{row.partner}</Table.Td>}
          <Table.Td>{row.rate}</Table.Td>
          <Table.Td fw={600}>{row.amount}</Table.Td>
        </Table.Tr>
      ))}
    </CaptionedTable>
  );
}

function LedgerCards({ entries, showPartner }: { entries: TCommissionLedgerEntry[]; showPartner: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  return (
    <CardList label={t('salesConsole.partner.ledgerCaption')}>
      {entries.map((entry) => {
        const cells = entryCells(entry, showPartner, t, language);
        return (
          <Card component="li" key={entry.id} withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {cells.licence}
                </Text>
                <Text size="sm" c="dimmed">
                  {`${cells.date} · ${cells.kind} · ${cells.order}`}
                </Text>
                {showPartner && <Text size="sm">{cells.partner}</Text>}
              </div>
              <Text fw={700}>{cells.amount}</Text>
            </Group>
          </Card>
        );
      })}
    </CardList>
  );
}

export function CommissionLedgerView({
  filters,
  showPartner = false,
}: {
  filters: TLedgerFilters;
  showPartner?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useCommissionLedger(filters, page);
  const isWide = useMediaQuery(TABLE_MEDIA_QUERY);
  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return <ErrorState message={t('salesConsole.partner.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const { items, pagination } = query.data;
  if (items.length === 0) return <EmptyState message={t('salesConsole.partner.empty')} />;
  return (
    <Stack gap="sm">
      {isWide ? (
        <LedgerTable entries={items} showPartner={showPartner} />
      ) : (
        <LedgerCards entries={items} showPartner={showPartner} />
      )}
      <Pager label={t('salesConsole.pages.pages')} keepsScroll list={{ pagination, onPageChange: setPage }} />
    </Stack>
  );
}
