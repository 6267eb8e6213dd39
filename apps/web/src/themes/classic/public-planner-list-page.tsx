/** The site's public planners in the classic theme: cards with title, owner, items count and description, paged. */
import type { TPublicPlannerSummary } from '@izlog/contract/planners';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TPublicPlannerListLayoutProps } from '../layout-props';
import { CardGrid } from '../shared/card-grid';
import { FormattedDate } from '../shared/formatted-date';
import { ListSection } from '../shared/list-section';
import { PageFrame } from './page-frame';

export function PublicPlannerListPage({ planners }: TPublicPlannerListLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('publicPlanners.list.title')} lead={t('publicPlanners.list.lead')}>
      <ListSection list={planners} emptyMessage={t('publicPlanners.list.empty')}>
        {(items) => (
          <CardGrid label={t('publicPlanners.list.label')}>
            {items.map((planner) => (
              <PlannerCard key={planner.id} planner={planner} />
            ))}
          </CardGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}

function PlannerCard({ planner }: { planner: TPublicPlannerSummary }) {
  const { t } = useTranslation();
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap={6} h="100%">
        <Title order={2} size="h4">
          <Anchor component={Link} to={links.publicPlanner(planner.id)} c="inherit" underline="hover">
            {planner.title}
          </Anchor>
        </Title>
        <Text size="sm">
          <Anchor component={Link} to={links.profile(planner.user.id)} underline="hover">
            {t('publicPlanners.list.owner', { name: planner.user.username })}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed" lineClamp={4}>
          {planner.description}
        </Text>
        <Group gap="xs" justify="space-between" mt="auto" pt="xs">
          <Badge variant="light">{t('publicPlanners.list.itemsCount', { count: planner.items_count })}</Badge>
          <FormattedDate value={planner.updated_at} />
        </Group>
      </Stack>
    </Card>
  );
}
