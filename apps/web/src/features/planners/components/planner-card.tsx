/** One planner in My Planners: its title (to its page), description, public or not, items and totals, its actions. */
import type { TPlanner } from '@izlog/contract/planners';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import { PlannerStatusBadge } from './planner-status';
import { PlannerTotals } from './planner-totals';
import { PublicSwitch } from './public-switch';

type TPlannerCardProps = { planner: TPlanner; onEdit(): void; onDelete(): void };

export function PlannerCard({ planner, onEdit, onDelete }: TPlannerCardProps) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Group gap="xs" wrap="wrap">
              <Anchor
                component={Link}
                to={links.myPlanner(planner.id)}
                fw={600}
                size="lg"
                style={{ overflowWrap: 'anywhere' }}
              >
                {planner.title}
              </Anchor>
              <VisibilityBadge isPublic={planner.is_public} />
              <PlannerStatusBadge planner={planner} />
            </Group>
            <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {planner.description}
            </Text>
            <Text size="sm">{t('planners.list.items', { count: planner.items_count })}</Text>
          </Stack>
          <PublicSwitch planner={planner} />
        </Group>
        <PlannerTotals totals={planner.totals} itemsCount={planner.items_count} variant="row" />
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            onClick={onEdit}
            aria-haspopup="dialog"
            aria-label={t('planners.list.editLabel', { title: planner.title })}
          >
            {t('planners.list.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            c="red.9"
            onClick={onDelete}
            aria-haspopup="dialog"
            aria-label={t('planners.list.deleteLabel', { title: planner.title })}
          >
            {t('planners.list.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={isPublic ? 'teal' : 'gray'}>
      {isPublic ? t('planners.visibility.public') : t('planners.visibility.private')}
    </Badge>
  );
}
