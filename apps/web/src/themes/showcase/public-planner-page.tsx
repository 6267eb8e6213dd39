/**
 * PublicPlannerItems of the showcase theme (SPEC §2): the planner's title large with its owner and count, then each
 * category's public items as tiles — picture (or a calm field), kind, title (a linked product's or catalog's page),
 * date and time, place, remark, and the price only where the owner shows it.
 */
import type { TPublicPlannerItem } from '@izlog/contract/planners';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/states';
import { formatCalendarDay } from '@/lib/calendar-day';
import { links } from '@/lib/paths';
import { formatMinor } from '@/lib/price';
import type { TPublicPlannerLayoutProps } from '../layout-props';
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
          {t('publicPlanners.page.owner')}{' '}
          <Anchor component={Link} to={links.profile(planner.user.id)} fw={700}>
            {planner.user.username}
          </Anchor>
        </Text>
      }
    >
      {categories.length === 0 ? (
        <EmptyState message={t('publicPlanners.page.empty')} />
      ) : (
        categories.map((group, index) => {
          const name = group.category?.name ?? t('publicPlanners.page.noCategory');
          return (
            <Section
              key={group.category?.id ?? 'other'}
              id={`planner-category-${group.category?.id ?? 'other'}`}
              title={name}
            >
              <TileGrid label={t('publicPlanners.page.itemsOf', { category: name })}>
                {group.items.map((item, itemIndex) => (
                  <PlannerItemTile key={item.id} item={item} isEager={index === 0 && itemIndex < 2} />
                ))}
              </TileGrid>
            </Section>
          );
        })
      )}
      <Anchor component={Link} to={links.publicPlanners()} fw={700} underline="hover">
        {t('publicPlanners.page.allPlanners')}
      </Anchor>
    </PageFrame>
  );
}

function PlannerItemTile({ item, isEager }: { item: TPublicPlannerItem; isEager: boolean }) {
  const { t } = useTranslation();
  const pageLink = item.content
    ? links.product(item.content.slug)
    : item.catalog
      ? links.catalog(item.catalog.slug)
      : null;
  const place = [item.city, item.country].filter((part) => part?.trim()).join(', ');
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
          {pageLink ? (
            <Link to={pageLink} className={classes.tileLink}>
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        <Stack component="dl" gap={2} m={0}>
          {item.scheduled_date && (
            <ItemFact label={t('publicPlanners.page.when')}>
              <ItemWhen date={item.scheduled_date} time={item.scheduled_time} />
            </ItemFact>
          )}
          {place && <ItemFact label={t('publicPlanners.page.where')}>{place}</ItemFact>}
          {item.price_minor !== null && item.currency_id !== null && (
            <ItemFact label={t('publicPlanners.page.price')}>
              <Text component="span" fw={800}>
                {formatMinor(item.price_minor, item.currency_id)}
              </Text>
            </ItemFact>
          )}
        </Stack>
        {item.remark && (
          <Text size="sm" className={classes.muted} style={{ whiteSpace: 'pre-line' }}>
            {item.remark}
          </Text>
        )}
      </Stack>
    </li>
  );
}

/** One fact of an item, its name shown beside it: "When: Saturday, 14 June 2025 at 18:00". */
function ItemFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" className={classes.muted} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} miw={0}>
        {children}
      </Text>
    </Group>
  );
}

/** The task's own day (no time zone: it is the day the owner wrote) and time, in the visitor's language. */
function ItemWhen({ date, time }: { date: string; time: string | null }) {
  const { t, i18n } = useTranslation();
  const day = formatCalendarDay(date, i18n.language, 'full');
  return (
    <time dateTime={time ? `${date}T${time}` : date}>
      {time ? t('publicPlanners.page.atTime', { date: day, time }) : day}
    </time>
  );
}
