/** The site's public planners in the showcase theme: large cards with the item count as a big figure, paged. */
import type { TPublicPlannerSummary } from '@izlog/contract/planners';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TPublicPlannerListLayoutProps } from '../layout-props';
import { FormattedDate } from '../shared/formatted-date';
import { ListSection } from '../shared/list-section';
import { PageFrame } from './page-frame';
import classes from './showcase.module.css';
import { TileGrid } from './tile-grid';

export function PublicPlannerListPage({ planners }: TPublicPlannerListLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('publicPlanners.list.title')} lead={t('publicPlanners.list.lead')}>
      <ListSection list={planners} emptyMessage={t('publicPlanners.list.empty')}>
        {(items) => (
          <TileGrid label={t('publicPlanners.list.label')}>
            {items.map((planner) => (
              <PlannerTile key={planner.id} planner={planner} />
            ))}
          </TileGrid>
        )}
      </ListSection>
    </PageFrame>
  );
}

function PlannerTile({ planner }: { planner: TPublicPlannerSummary }) {
  const { t } = useTranslation();
  return (
    <li className={`${classes.tile} ${classes.panel}`}>
      <Stack gap="sm" h="100%">
        <Text className={classes.eyebrow}>{t('publicPlanners.list.itemsCount', { count: planner.items_count })}</Text>
        <h2 className={classes.tileTitle} style={{ fontSize: 'var(--mantine-font-size-xl)' }}>
          <Link to={links.publicPlanner(planner.id)} className={classes.tileLink}>
            {planner.title}
          </Link>
        </h2>
        <Text size="sm" className={classes.muted} lineClamp={4}>
          {planner.description}
        </Text>
        <Group gap="xs" justify="space-between" mt="auto" pt="xs">
          <Anchor
            component={Link}
            to={links.profile(planner.user.id)}
            size="sm"
            underline="hover"
            className={classes.tileAbove}
          >
            {t('publicPlanners.list.owner', { name: planner.user.username })}
          </Anchor>
          <FormattedDate value={planner.updated_at} />
        </Group>
      </Stack>
    </li>
  );
}
