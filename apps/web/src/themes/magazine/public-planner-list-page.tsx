/** The site's public planners in the magazine theme: rows with title, owner, description, items count and date, paged. */
import type { TPublicPlannerSummary } from '@izlog/contract/planners';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TPublicPlannerListLayoutProps } from '../layout-props';
import { FormattedDate } from '../shared/formatted-date';
import classes from './magazine.module.css';
import { PageFrame } from './page-frame';
import { ListSection, StoryList } from './story-list';

export function PublicPlannerListPage({ planners }: TPublicPlannerListLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('publicPlanners.list.title')} lead={t('publicPlanners.list.lead')}>
      <ListSection list={planners} emptyMessage={t('publicPlanners.list.empty')}>
        {(items) => (
          <StoryList label={t('publicPlanners.list.label')} layout="columns">
            {items.map((planner) => (
              <PlannerRow key={planner.id} planner={planner} />
            ))}
          </StoryList>
        )}
      </ListSection>
    </PageFrame>
  );
}

function PlannerRow({ planner }: { planner: TPublicPlannerSummary }) {
  const { t } = useTranslation();
  return (
    <Stack component="li" gap={4}>
      <Text component="span" className={classes.kicker}>
        {t('publicPlanners.list.itemsCount', { count: planner.items_count })}
      </Text>
      <Title order={2} size="h3" className={classes.headline}>
        <Anchor component={Link} to={links.publicPlanner(planner.id)} underline="hover" c="inherit" inherit>
          {planner.title}
        </Anchor>
      </Title>
      <Text size="sm" lineClamp={3} className={classes.muted}>
        {planner.description}
      </Text>
      <Group gap="xs">
        <Anchor component={Link} to={links.profile(planner.user.id)} size="sm" fw={700}>
          {t('publicPlanners.list.owner', { name: planner.user.username })}
        </Anchor>
        <FormattedDate value={planner.updated_at} />
      </Group>
    </Stack>
  );
}
