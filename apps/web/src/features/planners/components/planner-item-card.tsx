/**
 * One item of a planner's page: a task the user wrote or a product or catalog of the site (with a link to its page,
 * or word that it is no longer on the site: the item then keeps its title and price, decision 0041);
 * when and where, the note, the price (a euro price also in dinars at the rate it was priced at), its switches,
 * where it stands with visitors, and its actions.
 */
import { CURRENCY } from '@izlog/contract/constants';
import type { TPlannerItem } from '@izlog/contract/planners';
import { Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarWhen } from '@/lib/calendar-day';
import { getLanguage } from '@/lib/i18n';
import { links } from '@/lib/paths';
import { srcSetOf } from '@/lib/responsive-image';
import { formatMinor, formatRsdMinor, rateParts } from '../utils/planner-money';
import { ItemActions } from './item-actions';
import { ItemStatus } from './item-status';
import { ItemSwitches } from './item-switches';

type TPlannerItemCardProps = { item: TPlannerItem; isPlannerPublic: boolean };

const linkedPage = (item: TPlannerItem) =>
  item.content
    ? { to: links.product(item.content.slug), title: item.content.title }
    : item.catalog
      ? { to: links.catalog(item.catalog.slug), title: item.catalog.name }
      : null;

export function PlannerItemCard({ item, isPlannerPublic }: TPlannerItemCardProps) {
  const { t } = useTranslation();
  const language = getLanguage();
  const when = formatCalendarWhen(item.scheduled_date, item.scheduled_time, language);
  const place = [item.address, item.city, item.country].filter(Boolean).join(', ');
  const linked = linkedPage(item);
  const headingId = `planner-item-${item.id}`;

  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-labelledby={headingId}>
      <Group align="flex-start" gap="md" wrap="wrap">
        {item.image && (
          <Image
            src={item.image.url}
            srcSet={srcSetOf(item.image.sizes)}
            sizes="120px"
            alt=""
            w={120}
            h={80}
            radius="sm"
            fit="cover"
            style={{ flexShrink: 0 }}
          />
        )}
        <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Title>
              <Group gap="xs">
                <Badge size="sm" variant="outline" color="gray.7">
                  {t(`planners.kinds.${item.kind}`)}
                </Badge>
                {linked ? (
                  <Anchor component={Link} to={linked.to} size="sm">
                    {t(item.kind === 'catalog' ? 'planners.item.openCatalog' : 'planners.item.openProduct')}
                  </Anchor>
                ) : (
                  item.kind !== 'task' && (
                    <Text size="sm" c="dimmed">
                      {t(item.kind === 'catalog' ? 'planners.item.catalogGone' : 'planners.item.productGone')}
                    </Text>
                  )
                )}
              </Group>
            </Stack>
            <ItemActions item={item} />
          </Group>
          <Stack component="dl" gap={2} m={0}>
            {when && <Fact label={t('planners.item.when')} value={when} />}
            {place && <Fact label={t('planners.item.place')} value={place} />}
            {item.remark && <Fact label={t('planners.item.remark')} value={item.remark} />}
            {item.contact_phone && <Fact label={t('planners.item.phone')} value={item.contact_phone} />}
            {item.contact_email && <Fact label={t('planners.item.email')} value={item.contact_email} />}
            <Fact label={t('planners.item.price')} value={<ItemPrice item={item} />} />
          </Stack>
          <ItemSwitches item={item} />
          <ItemStatus item={item} isPlannerPublic={isPlannerPublic} />
        </Stack>
      </Group>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </Group>
  );
}

function ItemPrice({ item }: { item: TPlannerItem }) {
  const { t } = useTranslation();
  if (item.price_minor === null || item.currency_id === null) return <>{t('planners.item.noPrice')}</>;
  const price = formatMinor(item.price_minor, item.currency_id);
  const inDinars =
    item.currency_id === CURRENCY.EUR && item.price_rsd_minor !== null && item.priced_rate
      ? t('planners.item.inDinars', {
          amount: formatRsdMinor(item.price_rsd_minor),
          ...rateParts(item.priced_rate, getLanguage()),
        })
      : null;
  return (
    <>
      {price}
      {inDinars && (
        <Text component="span" size="sm" c="dimmed">
          {' '}
          {inDinars}
        </Text>
      )}
      {!item.calculate_price && (
        <Text component="span" size="sm" c="dimmed">
          {' '}
          {t('planners.item.notCounted')}
        </Text>
      )}
    </>
  );
}
