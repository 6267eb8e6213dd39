/**
 * PublicPlannerItems of the magazine theme (SPEC §2), run as an itinerary: the planner's title, description and
 * owner, then its public items under ruled category heads — each a row with its kind, title (the page of a linked
 * product or catalog), date and time, place, price (only where the owner shows it), remark and picture.
 */
import type { TPublicPlannerItem } from '@izlog/contract/planners';
import { Anchor, Box, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/states';
import { formatCalendarDay } from '@/lib/calendar-day';
import { links } from '@/lib/paths';
import { formatMinor } from '@/lib/price';
import type { TPublicPlannerLayoutProps } from '../layout-props';
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
          {t('publicPlanners.page.owner')}{' '}
          <Anchor component={Link} to={links.profile(planner.user.id)} fw={700}>
            {planner.user.username}
          </Anchor>
        </Text>
      }
      isNarrow
    >
      {categories.length === 0 ? (
        <EmptyState message={t('publicPlanners.page.empty')} />
      ) : (
        categories.map((group, index) => {
          const headingId = `planner-category-${group.category?.id ?? 'other'}`;
          const name = group.category?.name ?? t('publicPlanners.page.noCategory');
          return (
            <Stack key={group.category?.id ?? 'other'} component="section" aria-labelledby={headingId} gap="sm">
              <SectionHead id={headingId}>{name}</SectionHead>
              <ul aria-label={t('publicPlanners.page.itemsOf', { category: name })} className={classes.rows}>
                {group.items.map((item, itemIndex) => (
                  <PlannerItemRow key={item.id} item={item} isEager={index === 0 && itemIndex === 0} />
                ))}
              </ul>
            </Stack>
          );
        })
      )}
      <Anchor component={Link} to={links.publicPlanners()} size="sm">
        {t('publicPlanners.page.allPlanners')}
      </Anchor>
    </PageFrame>
  );
}

function PlannerItemRow({ item, isEager }: { item: TPublicPlannerItem; isEager: boolean }) {
  const { t } = useTranslation();
  const pageLink = item.content
    ? { to: links.product(item.content.slug), label: t('publicPlanners.page.openProduct') }
    : item.catalog
      ? { to: links.catalog(item.catalog.slug), label: t('publicPlanners.page.openCatalog') }
      : null;
  const place = [item.city, item.country].filter((part) => part?.trim()).join(', ');
  return (
    <Box component="li" style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
      <Stack gap={4} flex={1} miw={0}>
        {item.kind !== 'task' && (
          <Text component="span" className={classes.kicker}>
            {t(`publicPlanners.page.kinds.${item.kind}`)}
          </Text>
        )}
        <Title order={3} size="h4" className={classes.headline}>
          {pageLink ? (
            <Anchor component={Link} to={pageLink.to} c="inherit" inherit underline="hover">
              {item.title}
            </Anchor>
          ) : (
            item.title
          )}
        </Title>
        <Stack component="dl" gap={2} m={0}>
          {item.scheduled_date && (
            <ItemFact label={t('publicPlanners.page.when')}>
              <ItemWhen date={item.scheduled_date} time={item.scheduled_time} />
            </ItemFact>
          )}
          {place && <ItemFact label={t('publicPlanners.page.where')}>{place}</ItemFact>}
          {item.price_minor !== null && item.currency_id !== null && (
            <ItemFact label={t('publicPlanners.page.price')}>
              <Text component="span" fw={700}>
                {formatMinor(item.price_minor, item.currency_id)}
              </Text>
            </ItemFact>
          )}
        </Stack>
        {item.remark && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {item.remark}
          </Text>
        )}
        {pageLink && (
          <Anchor component={Link} to={pageLink.to} size="sm" w="fit-content">
            {pageLink.label}
            <VisuallyHidden>: {item.title}</VisuallyHidden>
          </Anchor>
        )}
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
function ItemFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
      <Text component="dt" size="xs" fw={700} tt="uppercase" className={classes.muted} style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} miw={0}>
        {children}
      </Text>
    </Box>
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
