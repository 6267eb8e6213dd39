/**
 * The top of a planner's page: back to My Planners, its title and description, public or private with the switch,
 * where its words stand with the moderators and, once visitors see it, the way to their page; editing and deleting
 * the planner.
 */
import type { TPlanner } from '@izlog/contract/planners';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { links } from '@/lib/paths';
import { PLANNER_TITLE_ID } from '../utils/focus-after-removal';
import { DeletePlannerDialog } from './delete-planner-dialog';
import { VisibilityBadge } from './planner-card';
import { PlannerFormModal } from './planner-form-modal';
import { PlannerStatusBadge, PlannerStatusNote, waitingStatusOf } from './planner-status';
import { PublicSwitch } from './public-switch';

export function PlannerHeader({ planner }: { planner: TPlanner }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={links.myPlanners()} size="sm">
        ← {t('planners.page.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            {/* Focus lands here when the item a user removed was the page's last (tabIndex -1: not a tab stop). */}
            <Title order={1} style={{ overflowWrap: 'anywhere' }} tabIndex={-1} id={PLANNER_TITLE_ID}>
              {planner.title}
            </Title>
            <VisibilityBadge isPublic={planner.is_public} />
            <PlannerStatusBadge planner={planner} />
          </Group>
          <Text c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {planner.description}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="light" size="sm" onClick={() => setDialog('edit')} aria-haspopup="dialog">
            {t('planners.page.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="sm"
            onClick={() => setDialog('delete')}
            aria-haspopup="dialog"
          >
            {t('planners.page.delete')}
          </Button>
        </Group>
      </Group>
      <Group gap="md" wrap="wrap">
        <PublicSwitch planner={planner} />
        {planner.is_public && planner.status === 'approved' ? (
          <Anchor component={Link} to={links.publicPlanner(planner.id)} size="sm">
            {t('planners.page.publicPage')}
          </Anchor>
        ) : null}
      </Group>
      {waitingStatusOf(planner) ? (
        <PlannerStatusNote planner={planner} onEdit={() => setDialog('edit')} />
      ) : (
        <Text size="sm" c="dimmed">
          {planner.is_public ? t('planners.page.publicHint') : t('planners.page.privateHint')}
        </Text>
      )}
      {dialog === 'edit' && <PlannerFormModal planner={planner} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeletePlannerDialog
          planner={planner}
          onClose={() => setDialog(null)}
          onDeleted={() => navigate(links.myPlanners(), { replace: true })}
        />
      )}
    </Stack>
  );
}
