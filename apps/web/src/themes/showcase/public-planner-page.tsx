/**
 * PublicPlannerItems of the showcase theme (SPEC §2): the planner's title large with its owner and count, then each
 * category's public items as tiles — picture (or a calm field), kind, title (a linked product's or catalog's page),
 * date and time, place, remark, and the price only where the owner shows it.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/lib/paths';
import type { TPublicPlannerLayoutProps } from '../layout-props';
import type { TPlannerCategoryProps, TPlannerItemProps } from '../shared/public-planner-categories';
import { PlannerCategories } from '../shared/public-planner-categories';
import type { TPlannerItemFactProps } from '../shared/public-planner-items';
import { getPlannerItemPage, PlannerItemDetails } from '../shared/public-planner-items';
import { PlannerOwner } from '../shared/public-planner-owner';
import { PageFrame, Section } from './page-frame';
import classes from './showcase.module.css';
import { TILE_IMAGE_SIZES, TileGrid } from './tile-grid';
import { TileImage } from './tile-image';

export function PublicPlannerPage({ planner: { planner, categories } }: TPublicPlannerLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      eyebrow={t('publicPlanners.page.itemsCount', { count: planner.items_count })}
      title={planner.title}
      lead={<span style={{ whiteSpace: 'pre-line' }}>{planner.description}</span>}
      aside={
        <Text size="sm">
          <PlannerOwner user={planner.user} nameWeight={700} />
        </Text>
      }
    >
      {/* Tiles run at least two to a row, even on phones: the first two pictures load at once. */}
      <PlannerCategories categories={categories} Category={CategorySection} Item={PlannerItemTile} eagerCount={2} />
      <Anchor component={Link} to={links.publicPlanners()} fw={700} underline="hover">
        {t('publicPlanners.page.allPlanners')}
      </Anchor>
    </PageFrame>
  );
}

/** A category as a section of the shop window, its items as tiles. */
function CategorySection({ headingId, name, itemsLabel, children }: TPlannerCategoryProps) {
  return (
    <Section id={headingId} title={name}>
      <TileGrid label={itemsLabel}>{children}</TileGrid>
    </Section>
  );
}

function PlannerItemTile({ item, isEager }: TPlannerItemProps) {
  const { t } = useTranslation();
  const page = getPlannerItemPage(item);
  return (
    <li className={classes.tile}>
      {item.kind !== 'task' && (
        <div className={classes.badgeOverlay}>
          <span className={classes.overlayLabel}>{t(`publicPlanners.page.kinds.${item.kind}`)}</span>
        </div>
      )}
      {item.image && (
        <TileImage
          src={item.image.url}
          sizes={item.image.sizes}
          displaySizes={TILE_IMAGE_SIZES}
          alt=""
          isEager={isEager}
          shape="wide"
        />
      )}
      <Stack gap={6} pt={item.image || item.kind === 'task' ? 0 : 36}>
        <h3 className={classes.tileTitle}>
          {page ? (
            <Link to={page.to} className={classes.tileLink}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        <PlannerItemDetails item={item} Fact={ItemFact} priceWeight={800} remarkClassName={classes.muted} />
      </Stack>
    </li>
  );
}

/** One fact of an item, its name shown beside it: "When: Saturday, 14 June 2025 at 18:00". */
function ItemFact({ label, children }: TPlannerItemFactProps) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" className={classes.muted} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      {children}
    </Group>
  );
}
