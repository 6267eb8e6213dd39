/**
 * What a moderator reads before deciding on a planner's words or on an item (issue 15): what the public would see,
 * and whose it is. Only the fields the public sees: never an item's street, phone or e-mail.
 */
import type { TModerationPlanner, TModerationPlannerItem } from '@izlog/contract/planners';
import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarWhen } from '@/lib/calendar-day';
import { getLanguage } from '@/lib/i18n';
import { formatDateTime } from '../utils/moderation-item';

/** A planner's title and description as its public page would show them, its owner and how many items it holds. */
export function PlannerFacts({ planner }: { planner: TModerationPlanner }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {[
          t('moderation.plannerItems.owner', { name: planner.user.username }),
          t('moderation.plannerItems.itemsCount', { count: planner.items_count }),
          formatDateTime(planner.updated_at, getLanguage()),
        ].join(' · ')}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {planner.title}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {planner.description}
      </Text>
    </Stack>
  );
}

/** An item as the public would see it — title, remark, picture, date, place, category — and whose planner it is. */
export function PlannerItemFacts({ item }: { item: TModerationPlannerItem }) {
  const { t } = useTranslation();
  const language = getLanguage();
  const place = [item.city, item.country].filter((part) => part?.trim()).join(', ');
  const thumbnail = item.image ? (item.image.sizes['300x200'] ?? item.image.url) : null;
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      {thumbnail && <Image src={thumbnail} alt="" w={96} h={64} radius="xs" fit="cover" />}
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {[
            t('moderation.plannerItems.planner', { title: item.planner.title }),
            t('moderation.plannerItems.owner', { name: item.user.username }),
            formatDateTime(item.updated_at, language),
          ].join(' · ')}
        </Text>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          {item.category && (
            <Badge size="xs" variant="light">
              {item.category.name}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {[formatCalendarWhen(item.scheduled_date, item.scheduled_time, language), place].filter(Boolean).join(' · ')}
        </Text>
        {item.remark && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.remark}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
