/**
 * What a public planner's item says the same way in every theme (SPEC §2): the page it opens, its facts (date and time,
 * place, price only where the owner shows it) and remark, and the link to its page. Each theme keeps the markup of the
 * row around them and passes in how one fact looks.
 */
import type { TPublicPlannerItem } from '@izlog/contract/planners';
import { Anchor, Stack, Text, type TextProps, VisuallyHidden } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '@/lib/calendar-day';
import { links } from '@/lib/paths';
import { formatMinor } from '@/lib/price';

/** The page of the product or catalog an item is linked to. */
type TPlannerItemPage = { to: string; kind: 'product' | 'catalog' };

/** A linked product wins over a linked catalog; an item linked to neither has no page. */
export function getPlannerItemPage(item: TPublicPlannerItem): TPlannerItemPage | null {
  if (item.content) return { to: links.product(item.content.slug), kind: 'product' };
  if (item.catalog) return { to: links.catalog(item.catalog.slug), kind: 'catalog' };
  return null;
}

/** One fact's row in a theme's look: its name (`label`) as a `dt`, beside `children`, the value already in its `dd`. */
export type TPlannerItemFactProps = { label: string; children: ReactNode };

type TPlannerItemDetailsProps = {
  item: TPublicPlannerItem;
  Fact: ComponentType<TPlannerItemFactProps>;
  priceWeight: TextProps['fw'];
  remarkClassName?: string;
};

/** The item's facts, then the owner's remark with the line breaks they typed. */
export function PlannerItemDetails({ item, Fact, priceWeight, remarkClassName }: TPlannerItemDetailsProps) {
  const { t } = useTranslation();
  const place = [item.city, item.country].filter((part) => part?.trim()).join(', ');
  return (
    <>
      <Stack component="dl" gap={2} m={0}>
        {item.scheduled_date && (
          <Fact label={t('publicPlanners.page.when')}>
            <FactValue>
              <PlannerItemWhen date={item.scheduled_date} time={item.scheduled_time} />
            </FactValue>
          </Fact>
        )}
        {place && (
          <Fact label={t('publicPlanners.page.where')}>
            <FactValue>{place}</FactValue>
          </Fact>
        )}
        {item.price_minor !== null && item.currency_id !== null && (
          <Fact label={t('publicPlanners.page.price')}>
            <FactValue>
              <Text component="span" fw={priceWeight}>
                {formatMinor(item.price_minor, item.currency_id)}
              </Text>
            </FactValue>
          </Fact>
        )}
      </Stack>
      {item.remark && (
        <Text size="sm" className={remarkClassName} style={{ whiteSpace: 'pre-line' }}>
          {item.remark}
        </Text>
      )}
    </>
  );
}

/** "See the product" after the item's facts; the hidden title tells a list of such links apart when read alone. */
export function PlannerItemPageLink({ page, itemTitle }: { page: TPlannerItemPage; itemTitle: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={page.to} size="sm" w="fit-content">
      {t(page.kind === 'product' ? 'publicPlanners.page.openProduct' : 'publicPlanners.page.openCatalog')}
      <VisuallyHidden>: {itemTitle}</VisuallyHidden>
    </Anchor>
  );
}

function FactValue({ children }: { children: ReactNode }) {
  return (
    <Text component="dd" size="sm" m={0} miw={0}>
      {children}
    </Text>
  );
}

/** The task's own day (no time zone: it is the day the owner wrote) and time, in the visitor's language. */
function PlannerItemWhen({ date, time }: { date: string; time: string | null }) {
  const { t, i18n } = useTranslation();
  const day = formatCalendarDay(date, i18n.language, 'full');
  return (
    <time dateTime={time ? `${date}T${time}` : date}>
      {time ? t('publicPlanners.page.atTime', { date: day, time }) : day}
    </time>
  );
}
