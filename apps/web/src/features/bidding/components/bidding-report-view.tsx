/**
 * One first place's report (GET bidding-report): impressions and clicks per day as a table with totals — what a
 * seller reads, and what screen readers read — and the same numbers as a small bar chart above it.
 */
import { Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/states';
import { getLanguage, localeTag } from '@/lib/i18n';
import { useBiddingReport } from '../api/get-bidding-report';
import { formatDay } from '../utils/bidding-days';
import { BiddingReportChart } from './bidding-report-chart';

export function BiddingReportView({ biddingItemId }: { biddingItemId: number }) {
  const { t } = useTranslation();
  const report = useBiddingReport(biddingItemId);
  const language = getLanguage();
  const number = new Intl.NumberFormat(localeTag(language));
  if (report.isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        <Skeleton h={160} aria-hidden="true" />
      </div>
    );
  }
  if (report.isError || !report.data) {
    return (
      <ErrorState
        message={report.error?.message || t('bidding.report.loadFailed')}
        onRetry={() => void report.refetch()}
      />
    );
  }
  const { days } = report.data;
  if (days.length === 0) return <EmptyState message={t('bidding.report.empty')} />;
  const total = days.reduce(
    (sum, day) => ({ impressions: sum.impressions + day.impressions, clicks: sum.clicks + day.clicks }),
    { impressions: 0, clicks: 0 },
  );
  return (
    <Stack gap="sm">
      <BiddingReportChart days={days} />
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder captionSide="top">
          <Table.Caption>{t('bidding.report.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('bidding.report.day')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('bidding.item.impressions')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('bidding.item.clicks')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.day}>
                <Table.Th scope="row" fw={400}>
                  {formatDay(day.day, language)}
                </Table.Th>
                <Table.Td ta="right">{number.format(day.impressions)}</Table.Td>
                <Table.Td ta="right">{number.format(day.clicks)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('bidding.report.total')}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {number.format(total.impressions)}
              </Table.Td>
              <Table.Td ta="right" fw={700}>
                {number.format(total.clicks)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
