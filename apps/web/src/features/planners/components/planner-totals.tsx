/**
 * A planner's totals (SPEC §3; issue 15 part 2), one component in three shapes: dinars and euros kept apart, the grand
 * total in dinars at the NBS middle rate with the rate's day, and why a figure is what it is — a stale rate, no rate
 * at all, or a rate that changed since the euro items were priced — so a total never changes without a reason shown.
 * `panel` is the planner page's side panel, `bar` the phone's bottom bar (short labels, the same notes), `row` a list
 * row's short form.
 */
import type { TPlannerTotals } from '@izlog/contract/planners';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';
import { formatEurMinor, formatRsdDifference, formatRsdMinor, rateParts } from '../utils/planner-money';

type TTotalsVariant = 'panel' | 'bar' | 'row';

type TPlannerTotalsProps = {
  totals: TPlannerTotals;
  itemsCount: number;
  variant: TTotalsVariant;
  /** Some euro item was priced at another day's rate (the page knows its items): the gap is then the rate's doing. */
  isPricedAtOtherRates?: boolean;
};

const LABELS = {
  long: { rsd: 'planners.totals.rsd', eur: 'planners.totals.eur', grand: 'planners.totals.grand' },
  short: { rsd: 'planners.totals.rsdShort', eur: 'planners.totals.eurShort', grand: 'planners.totals.grandShort' },
} as const;

export function PlannerTotals({ totals, itemsCount, variant, isPricedAtOtherRates = false }: TPlannerTotalsProps) {
  const { t } = useTranslation();
  const language = getLanguage();
  const isBar = variant === 'bar';
  const labels = isBar ? LABELS.short : LABELS.long;
  const rate = totals.rate ? rateParts(totals.rate, language) : null;
  const grand = totals.grand_total_rsd_minor;
  const rateChange = grand === null ? 0 : grand - totals.priced_total_rsd_minor;
  const showsRateChange = variant !== 'row' && isPricedAtOtherRates && rateChange !== 0;

  return (
    <Stack gap={variant === 'panel' ? 'xs' : 2}>
      <Group
        component="dl"
        m={0}
        gap={variant === 'panel' ? 'lg' : 'md'}
        // The phone's bar keeps its wrapped line close: it covers the items while they scroll.
        style={isBar ? { rowGap: 2 } : undefined}
        wrap="wrap"
        align="flex-start"
      >
        <Figure label={t(labels.rsd)} value={formatRsdMinor(totals.rsd_minor)} variant={variant} />
        <Figure label={t(labels.eur)} value={formatEurMinor(totals.eur_minor)} variant={variant} />
        <Figure label={t(labels.grand)} value={grand === null ? '—' : formatRsdMinor(grand)} variant={variant} isMain />
      </Group>
      {rate && grand !== null ? (
        <Text size="xs" c="dimmed">
          {isBar ? t('planners.totals.rateOf', { date: rate.date }) : t('planners.totals.atRate', rate)}
          {totals.rate?.stale ? ` ${t('planners.totals.staleRate')}` : ''}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('planners.totals.noRate')}
        </Text>
      )}
      {showsRateChange && (
        <Text size={isBar ? 'xs' : 'sm'} role="note">
          {isBar
            ? t('planners.totals.rateChangedShort', { difference: formatRsdDifference(rateChange) })
            : t('planners.totals.rateChanged', {
                priced: formatRsdMinor(totals.priced_total_rsd_minor),
                difference: formatRsdDifference(rateChange),
              })}
        </Text>
      )}
      {variant === 'panel' && (
        <Text size="xs" c="dimmed">
          {t('planners.totals.counted', { count: totals.counted_items, total: itemsCount })}
        </Text>
      )}
    </Stack>
  );
}

/** One sum: its name above it in the panel and a list row, beside it on the phone's one-line bar. */
function Figure({
  label,
  value,
  variant,
  isMain,
}: {
  label: string;
  value: string;
  variant: TTotalsVariant;
  isMain?: boolean;
}) {
  const size = variant === 'panel' ? (isMain ? 'lg' : 'md') : 'sm';
  const figure = (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={isMain ? 700 : 500} size={size}>
        {value}
      </Text>
    </>
  );
  return variant === 'bar' ? (
    <Group gap={4} wrap="nowrap">
      {figure}
    </Group>
  ) : (
    <div>{figure}</div>
  );
}
