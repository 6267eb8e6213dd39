/**
 * PublicPlannerItems of the classic theme (SPEC §2): a public planner's title, description and owner, then its public
 * items under their categories — each with its picture, date and time, place, remark, the page of a linked product or
 * catalog, and the price only where the owner shows it.
 */
import type { TPublicPlannerItem } from '@izlog/contract/planners';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/states';
import { formatCalendarDay } from '@/lib/calendar-day';
import { links } from '@/lib/paths';
import { formatMinor } from '@/lib/price';
import type { TPublicPlannerLayoutProps } from '../layout-props';
import { PageFrame } from './page-frame';
import { Picture } from './picture';

/** The picture takes a third of the card from 36em up, the whole width on phones. */
const ITEM_IMAGE_SIZES = '(min-width: 75em) 380px, (min-width: 36em) 33vw, 100vw';

export function PublicPlannerPage({ planner: { planner, categories } }: TPublicPlannerLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={planner.title}
      lead={<span style={{ whiteSpace: 'pre-line' }}>{planner.description}</span>}
      aside={
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {t('publicPlanners.page.owner')}{' '}
            <Anchor component={Link} to={links.profile(planner.user.id)} fw={600}>
              {planner.user.username}
            </Anchor>
          </Text>
          <Badge variant="light">{t('publicPlanners.page.itemsCount', { count: planner.items_count })}</Badge>
        </Group>
      }
    >
      {categories.length === 0 ? (
        <EmptyState message={t('publicPlanners.page.empty')} />
      ) : (
        categories.map((group, index) => {
          const headingId = `planner-category-${group.category?.id ?? 'other'}`;
          const name = group.category?.name ?? t('publicPlanners.page.noCategory');
          return (
            <Stack key={group.category?.id ?? 'other'} component="section" aria-labelledby={headingId} gap="sm">
              <Title order={2} size="h3" id={headingId}>
                {name}
              </Title>
              <Stack
                component="ul"
                aria-label={t('publicPlanners.page.itemsOf', { category: name })}
                gap="md"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
              >
                {group.items.map((item, itemIndex) => (
                  <PlannerItemCard key={item.id} item={item} isEager={index === 0 && itemIndex === 0} />
                ))}
              </Stack>
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

function PlannerItemCard({ item, isEager }: { item: TPublicPlannerItem; isEager: boolean }) {
  const { t } = useTranslation();
  const pageLink = item.content
    ? { to: links.product(item.content.slug), label: t('publicPlanners.page.openProduct') }
    : item.catalog
      ? { to: links.catalog(item.catalog.slug), label: t('publicPlanners.page.openCatalog') }
      : null;
  const place = [item.city, item.country].filter((part) => part?.trim()).join(', ');
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: item.image ? 3 : 1 }} spacing="md">
        {item.image && (
          <Picture
            src={item.image.url}
            sizes={item.image.sizes}
            displaySizes={ITEM_IMAGE_SIZES}
            alt={item.title}
            isEager={isEager}
          />
        )}
        <Stack gap={6} style={{ gridColumn: item.image ? 'span 2' : undefined }}>
          {item.kind !== 'task' && (
            <Badge variant="light" size="sm" w="fit-content">
              {t(`publicPlanners.page.kinds.${item.kind}`)}
            </Badge>
          )}
          <Title order={3} size="h4">
            {pageLink ? (
              <Anchor component={Link} to={pageLink.to} c="inherit" fw="inherit" underline="hover">
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
      </SimpleGrid>
    </Card>
  );
}

/** One fact of an item, its name shown beside it: "When: Saturday, 14 June 2025 at 18:00". */
function ItemFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
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
