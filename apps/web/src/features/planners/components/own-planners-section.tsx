/**
 * The auth-user modal's planner section (SPEC §2): the user's planners — title, items, grand total, public or not —
 * each leading to its page, and My Planners. The app hands it to the modal (features do not import each other).
 */
import type { TPlanner } from '@izlog/contract/planners';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { ErrorState } from '@/components/states';
import { closeModal } from '@/lib/modal-store';
import { links } from '@/lib/paths';
import { usePlanners } from '../api/get-planners';
import { formatRsdMinor } from '../utils/planner-money';
import { VisibilityBadge } from './planner-card';
import { PlannerStatusBadge } from './planner-status';

const OWN_PLANNERS_PAGE_SIZE = 6;

export function OwnPlannersSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const planners = usePlanners({ page, pageCount: OWN_PLANNERS_PAGE_SIZE });

  const allLink = (
    <Anchor component={Link} to={links.myPlanners()} onClick={closeModal} size="sm">
      {t('planners.authUser.all')}
    </Anchor>
  );
  if (planners.isPending) return <Text size="sm">{t('common.loading')}</Text>;
  if (planners.isError || !planners.data) {
    return <ErrorState message={planners.error?.message ?? ''} onRetry={() => void planners.refetch()} />;
  }
  const { items, pagination } = planners.data;
  if (items.length === 0 && pagination.pageCount <= 1) {
    return (
      <Stack align="flex-start" gap="sm">
        <Text c="dimmed">{t('planners.authUser.empty')}</Text>
        <Button component={Link} to={links.myPlanners()} onClick={closeModal} size="sm">
          {t('planners.authUser.start')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group>{allLink}</Group>
      <Stack
        component="ul"
        aria-label={t('planners.authUser.listLabel')}
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((planner) => (
          <PlannerRow key={planner.id} planner={planner} />
        ))}
      </Stack>
      <Pager list={{ pagination, onPageChange: setPage }} keepsScroll label={t('planners.authUser.listLabel')} />
    </Stack>
  );
}

function PlannerRow({ planner }: { planner: TPlanner }) {
  const { t } = useTranslation();
  const grand = planner.totals.grand_total_rsd_minor;
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={links.myPlanner(planner.id)}
              onClick={closeModal}
              fw={500}
              style={{ overflowWrap: 'anywhere' }}
            >
              {planner.title}
            </Anchor>
            <VisibilityBadge isPublic={planner.is_public} />
            <PlannerStatusBadge planner={planner} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('planners.list.items', { count: planner.items_count })}
          </Text>
        </Stack>
        <Text size="sm" fw={500}>
          {grand === null ? '—' : t('planners.authUser.grandTotal', { amount: formatRsdMinor(grand) })}
        </Text>
      </Group>
    </Paper>
  );
}
