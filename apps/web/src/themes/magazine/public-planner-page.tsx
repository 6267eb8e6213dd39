/**
 * PublicPlannerItems of the magazine theme (SPEC §2), run as an itinerary: the planner's title, description and
 * owner, then its public items under ruled category heads — each a row with its kind, title (the page of a linked
 * product or catalog), date and time, place, price (only where the owner shows it), remark and picture.
 */
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TPublicPlannerLayoutProps } from '../layout-props';
import type { TPlannerCategoryProps, TPlannerItemProps } from '../shared/public-planner-categories';
import { PlannerCategories } from '../shared/public-planner-categories';
import type { TPlannerItemFactProps } from '../shared/public-planner-items';
import { getPlannerItemPage, PlannerItemDetails, PlannerItemPageLink } from '../shared/public-planner-items';
import { PlannerOwner } from '../shared/public-planner-owner';
import classes from './magazine.module.css';
import { PageFrame, SectionHead } from './page-frame';
import { Picture } from './picture';

export function PublicPlannerPage({ planner: { planner, categories } }: TPublicPlannerLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      kicker={t('publicPlanners.page.itemsCount', { count: planner.items_count })}
      title={planner.title}
      lead={<span style={{ whiteSpace: 'pre-line' }}>{planner.description}</span>}
      aside={
        <Text size="sm" className={classes.byline}>
          <PlannerOwner user={planner.user} nameWeight={700} />
        </Text>
      }
      isNarrow
    >
      <PlannerCategories categories={categories} Category={CategorySection} Item={PlannerItemRow} eagerCount={1} />
      <Anchor component={Link} to={links.publicPlanners()} size="sm">
        {t('publicPlanners.page.allPlanners')}
      </Anchor>
    </PageFrame>
  );
}

/** A category under a ruled head, its items as rows. */
function CategorySection({ headingId, name, itemsLabel, children }: TPlannerCategoryProps) {
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <SectionHead id={headingId}>{name}</SectionHead>
      <ul aria-label={itemsLabel} className={classes.rows}>
        {children}
      </ul>
    </Stack>
  );
}

function PlannerItemRow({ item, isEager }: TPlannerItemProps) {
  const { t } = useTranslation();
  const page = getPlannerItemPage(item);
  return (
    <Box component="li" style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
      <Stack gap={4} flex={1} miw={0}>
        {item.kind !== 'task' && (
          <Text component="span" className={classes.kicker}>
            {t(`publicPlanners.page.kinds.${item.kind}`)}
          </Text>
        )}
        <Title order={3} size="h4" className={classes.headline}>
          {page ? (
            <Anchor component={Link} to={page.to} c="inherit" inherit underline="hover">
              {item.title}
            </Anchor>
          ) : (
            item.title
          )}
        </Title>
        <PlannerItemDetails item={item} Fact={ItemFact} priceWeight={700} />
        {page && <PlannerItemPageLink page={page} itemTitle={item.title} />}
      </Stack>
      {item.image && (
        <Box w={{ base: 96, sm: 180 }} style={{ flexShrink: 0 }}>
          <Picture
            src={item.image.url}
            sizes={item.image.sizes}
            displaySizes="(min-width: 48em) 180px, 96px"
            alt={item.title}
            isEager={isEager}
          />
        </Box>
      )}
    </Box>
  );
}

/** One fact of an item, its name in small capitals beside it: "WHEN Saturday, 14 June 2025 at 18:00". */
function ItemFact({ label, children }: TPlannerItemFactProps) {
  return (
    <Box style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
      <Text component="dt" size="xs" fw={700} tt="uppercase" className={classes.muted} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      {children}
    </Box>
  );
}
