/**
 * The proforma (IPS) orders waiting for their transfer, oldest first: reference, buyer, site, amount and reservation,
 * with "Mark paid" — asked first, since it makes the site as a card payment would.
 */
import { NOTICE_MS, type TLanguage } from '@izlog/contract/constants';
import type { TOpenInvoice } from '@izlog/contract/sales-console';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import { notify } from '@/lib/notify';
import { formatRsdMinor } from '@/lib/price';
import { reportActionError } from '@/lib/report-action-error';
import { useMarkInvoicePaid, useOpenInvoices } from '../api/open-invoices';
import { formatDateTime } from '../utils/format';
import { CaptionedTable, CardList, TABLE_MEDIA_QUERY } from './console-lists';
import { ListSkeleton } from './licences-view';

export function OpenInvoicesView() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  const [page, setPage] = useState(1);
  const query = useOpenInvoices(page);
  const markPaid = useMarkInvoicePaid();
  const [confirming, setConfirming] = useState<TOpenInvoice | null>(null);
  const isWide = useMediaQuery(TABLE_MEDIA_QUERY);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return <ErrorState message={t('salesConsole.admin.invoicesLoadFailed')} onRetry={() => void query.refetch()} />;
  }
  const { items, pagination } = query.data;
  if (items.length === 0) return <EmptyState message={t('salesConsole.admin.invoicesEmpty')} />;

  const buyerOf = (invoice: TOpenInvoice) => invoice.buyer.name || invoice.buyer.email;
  const markButton = (invoice: TOpenInvoice) => (
    <Button
      size="xs"
      onClick={() => setConfirming(invoice)}
      aria-label={t('salesConsole.admin.markPaidFor', { reference: invoice.reference_no })}
    >
      {t('salesConsole.admin.markPaid')}
    </Button>
  );

  return (
    <Stack gap="sm">
      {isWide ? (
        <CaptionedTable
          caption={t('salesConsole.admin.invoicesCaption')}
          minWidth={800}
          verticalSpacing="sm"
          highlightOnHover
          columns={[
            t('salesConsole.admin.reference'),
            t('salesConsole.admin.buyer'),
            t('salesConsole.admin.site'),
            t('salesConsole.admin.total'),
            t('salesConsole.admin.ordered'),
            t('salesConsole.admin.reservedUntil'),
            t('salesConsole.columns.actions'),
          ]}
        >
          {items.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Th scope="row" fw="normal">
                {invoice.reference_no}
              </Table.Th>
              <Table.Td>{buyerOf(invoice)}</Table.Td>
              <Table.Td>{`${invoice.title_of_app} (${invoice.subdomain})`}</Table.Td>
              <Table.Td fw={600}>{formatRsdMinor(invoice.total)}</Table.Td>
              <Table.Td>{formatDateTime(invoice.created_at, language)}</Table.Td>
              <Table.Td>{formatDateTime(invoice.reserved_until, language)}</Table.Td>
              <Table.Td>{markButton(invoice)}</Table.Td>
            </Table.Tr>
          ))}
        </CaptionedTable>
      ) : (
        <CardList label={t('salesConsole.admin.invoicesCaption')}>
          {items.map((invoice) => (
            <Card component="li" key={invoice.id} withBorder padding="sm" radius="md">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {invoice.reference_no}
                  </Text>
                  <Text fw={700}>{formatRsdMinor(invoice.total)}</Text>
                </Group>
                <Text size="sm">{`${invoice.title_of_app} (${invoice.subdomain})`}</Text>
                <Text size="sm" c="dimmed">
                  {`${buyerOf(invoice)} · ${formatDateTime(invoice.created_at, language)}`}
                </Text>
                <div>{markButton(invoice)}</div>
              </Stack>
            </Card>
          ))}
        </CardList>
      )}
      <Pager label={t('salesConsole.pages.pages')} keepsScroll list={{ pagination, onPageChange: setPage }} />
      {confirming && (
        <ConfirmDialog
          title={t('salesConsole.admin.markPaidTitle')}
          message={t('salesConsole.admin.markPaidConfirm', {
            reference: confirming.reference_no,
            total: formatRsdMinor(confirming.total),
            site: confirming.title_of_app,
          })}
          confirmLabel={t('salesConsole.admin.markPaidYes')}
          isPending={markPaid.isPending}
          onConfirm={() =>
            markPaid.mutate(confirming.id, {
              onSuccess: () => {
                setConfirming(null);
                notify('success', t('salesConsole.admin.markedPaid'), NOTICE_MS.normal);
              },
              onError: (error) => {
                setConfirming(null);
                reportActionError(error);
              },
            })
          }
          onCancel={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
