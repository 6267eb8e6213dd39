/**
 * Where an item shown publicly stands with visitors (SPEC §6: moderators manage planner items): a written task waits
 * for a moderator; a linked product or catalog was approved as itself. Nothing shows for an item kept private.
 */
import type { TPlannerItem } from '@izlog/contract/planners';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR = { pending: 'yellow', approved: 'teal', disapproved: 'red' } as const;
/** Mantine's light badge writes in shade 6 (yellow 1.9:1 on its tint); these read at AA. */
const TEXT_COLOR = { pending: 'dark.7', approved: 'teal.9', disapproved: 'red.9' } as const;

export function ItemStatus({ item, isPlannerPublic }: { item: TPlannerItem; isPlannerPublic: boolean }) {
  const { t } = useTranslation();
  if (!item.show_publicly || item.status === 'private') return null;
  const status = item.status;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge size="sm" variant="light" color={COLOR[status]} c={TEXT_COLOR[status]} style={{ flexShrink: 0 }}>
        {t(`planners.status.${status}`)}
      </Badge>
      <Text size="xs" c="dimmed">
        {t(`planners.statusHint.${status}`)}
        {!isPlannerPublic && ` ${t('planners.statusHint.plannerPrivate')}`}
      </Text>
    </Group>
  );
}
