/**
 * A planner's page (/my/planners/:id): its items and tasks grouped by category, or by date on request (the same
 * items regrouped here, undated last), the totals always in view, the calendar, and the planner's own actions.
 */
import type { TPlannerDetail } from '@izlog/contract/planners';
import { Box, Button, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '@/lib/calendar-day';
import { getLanguage } from '@/lib/i18n';
import { groupByCategory, groupByDate, itemsOf, type TGrouping, type TItemGroupHeading } from '../utils/group-items';
import { isPricedAtOtherRates } from '../utils/planner-money';
import { CalendarSection } from './calendar-section';
import { PlannerHeader } from './planner-header';
import { PlannerItemCard } from './planner-item-card';
import { TaskFormModal } from './task-form-modal';
import { TotalsBar, TotalsPanel } from './totals-panel';

export function PlannerPage({ detail }: { detail: TPlannerDetail }) {
  const { t } = useTranslation();
  // Below Mantine's md the side column would be too narrow beside the back office's navigation: a bottom bar instead.
  const isNarrow = useMediaQuery('(max-width: 61.99em)');
  const [grouping, setGrouping] = useState<TGrouping>('category');
  const [isAddingTask, setAddingTask] = useState(false);
  const { planner } = detail;
  const items = itemsOf(detail);
  const groups = grouping === 'category' ? groupByCategory(detail) : groupByDate(items);
  const hasOtherRates = isPricedAtOtherRates(items, planner.totals.rate);

  const itemsPart = (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="planner-grouping-label">
            {t('planners.page.grouping')}
          </Text>
          <SegmentedControl
            aria-labelledby="planner-grouping-label"
            value={grouping}
            onChange={(value) => setGrouping(value as TGrouping)}
            data={[
              { value: 'category', label: t('planners.page.byCategory') },
              { value: 'date', label: t('planners.page.byDate') },
            ]}
          />
        </Stack>
        <Button onClick={() => setAddingTask(true)} aria-haspopup="dialog">
          {t('planners.page.addTask')}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" py="lg">
          {t('planners.page.empty')}
        </Text>
      ) : (
        groups.map((group) => (
          <Stack key={group.key} component="section" aria-labelledby={`group-${group.key}`} gap="xs">
            {/* A heading focus can land on when an item of the group leaves (not a tab stop). */}
            <Title order={2} size="h4" id={`group-${group.key}`} tabIndex={-1}>
              <GroupHeading heading={group.heading} />
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.items.map((item) => (
                <PlannerItemCard key={item.id} item={item} isPlannerPublic={planner.is_public} />
              ))}
            </Stack>
          </Stack>
        ))
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <PlannerHeader planner={planner} />
      {isNarrow ? (
        // The bar sticks to the bottom of the screen while the items above it scroll.
        <Box>
          <Stack gap="xl">
            {itemsPart}
            <CalendarSection planner={planner} />
          </Stack>
          <TotalsBar planner={planner} isPricedAtOtherRates={hasOtherRates} />
        </Box>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={8}>
            <Stack gap="xl">
              {itemsPart}
              <CalendarSection planner={planner} />
            </Stack>
          </Grid.Col>
          {/* The column is as tall as the items, so the panel inside it sticks while they scroll. */}
          <Grid.Col span={4}>
            <TotalsPanel planner={planner} isPricedAtOtherRates={hasOtherRates} />
          </Grid.Col>
        </Grid>
      )}
      {isAddingTask && <TaskFormModal plannerId={planner.id} onClose={() => setAddingTask(false)} />}
    </Stack>
  );
}

function GroupHeading({ heading }: { heading: TItemGroupHeading }) {
  const { t } = useTranslation();
  switch (heading.kind) {
    case 'category':
      return <>{heading.name}</>;
    case 'noCategory':
      return <>{t('planners.page.noCategory')}</>;
    case 'date':
      return <>{formatCalendarDay(heading.day, getLanguage(), 'full')}</>;
    case 'noDate':
      return <>{t('planners.page.noDate')}</>;
  }
}
