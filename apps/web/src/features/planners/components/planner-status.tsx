/**
 * Where a public planner's own words stand with visitors (decision 0041: its title and description are moderated):
 * waiting for a moderator, or not approved with the way to change them. An approved or private planner needs no word
 * here — the visibility badge and the page's hint say the rest.
 */
import type { TPlanner } from '@izlog/contract/planners';
import { Alert, Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TWaitingStatus = 'pending' | 'disapproved';

const COLOR = { pending: 'yellow', disapproved: 'red' } as const;
/** Mantine's light badge writes in shade 6 (yellow 1.9:1 on its tint); these read at AA. */
const TEXT_COLOR = { pending: 'dark.7', disapproved: 'red.9' } as const;

/** The status to tell the owner about: only a public planner's, and only while visitors cannot see it for it. */
export const waitingStatusOf = (planner: TPlanner): TWaitingStatus | null =>
  planner.is_public && (planner.status === 'pending' || planner.status === 'disapproved') ? planner.status : null;

export function PlannerStatusBadge({ planner }: { planner: TPlanner }) {
  const { t } = useTranslation();
  const status = waitingStatusOf(planner);
  if (!status) return null;
  return (
    <Badge size="sm" variant="light" color={COLOR[status]} c={TEXT_COLOR[status]}>
      {t(`planners.plannerStatus.${status}`)}
    </Badge>
  );
}

/** The planner page's note: what the owner waits for, or what to do about a refusal. */
export function PlannerStatusNote({ planner, onEdit }: { planner: TPlanner; onEdit(): void }) {
  const { t } = useTranslation();
  const status = waitingStatusOf(planner);
  if (!status) return null;
  return (
    <Alert
      color={COLOR[status]}
      variant="light"
      role="status"
      title={t(`planners.plannerStatus.${status}`)}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t(`planners.plannerStatusHint.${status}`)}</Text>
      {status === 'disapproved' && (
        <Button size="compact-sm" variant="light" mt="xs" onClick={onEdit} aria-haspopup="dialog">
          {t('planners.plannerStatusHint.edit')}
        </Button>
      )}
    </Alert>
  );
}
