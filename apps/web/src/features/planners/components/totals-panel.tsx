/**
 * The planner's totals always in view (issue 15): a sticky panel beside the items on wider screens, a sticky bar at
 * the bottom of a phone's screen. Both hold the one PlannerTotals and read the planner the cache holds, which every
 * item write's answer updates.
 */
import { DEFAULT_HEADER_HEIGHT } from '@izlog/contract/constants';
import type { TPlanner } from '@izlog/contract/planners';
import { Box, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlannerTotals } from './planner-totals';

/** Room between the site's fixed header and the panel while it sticks. */
const STICKY_GAP = 16;

type TTotalsProps = { planner: TPlanner; isPricedAtOtherRates: boolean };

export function TotalsPanel({ planner, isPricedAtOtherRates }: TTotalsProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="planner-totals-heading"
      withBorder
      p="md"
      radius="sm"
      style={{ position: 'sticky', top: DEFAULT_HEADER_HEIGHT + STICKY_GAP }}
    >
      <Title order={2} size="h4" id="planner-totals-heading" mb="sm">
        {t('planners.totals.title')}
      </Title>
      <div aria-live="polite">
        <PlannerTotals
          totals={planner.totals}
          itemsCount={planner.items_count}
          variant="panel"
          isPricedAtOtherRates={isPricedAtOtherRates}
        />
      </div>
    </Paper>
  );
}

/** The phone's bar: the three sums on one line, then the same notes as the panel's, in short. */
export function TotalsBar({ planner, isPricedAtOtherRates }: TTotalsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="planner-totals-heading"
      py="xs"
      px="sm"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
      }}
    >
      <Title order={2} size="h6" id="planner-totals-heading">
        {t('planners.totals.title')}
      </Title>
      <div aria-live="polite">
        <PlannerTotals
          totals={planner.totals}
          itemsCount={planner.items_count}
          variant="bar"
          isPricedAtOtherRates={isPricedAtOtherRates}
        />
      </div>
    </Box>
  );
}
