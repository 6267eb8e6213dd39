/**
 * What a first place is and brought: its period, days left, impressions and clicks, as a list of terms and values
 * (the tab's and the first places page's cards share it).
 */
import type { TBiddingItem } from '@izlog/contract/bidding';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLanguage, localeTag } from '@/lib/i18n';
import { formatDay } from '../utils/bidding-days';

export function BiddingItemFacts({ item, showsCategory = false }: { item: TBiddingItem; showsCategory?: boolean }) {
  const { t } = useTranslation();
  const language = getLanguage();
  const number = new Intl.NumberFormat(localeTag(language));
  const facts = [
    ...(showsCategory ? [{ term: t('bidding.item.category'), value: item.category.name }] : []),
    {
      term: t('bidding.item.periodLabel'),
      value: t('bidding.item.period', {
        start: formatDay(item.start_date, language),
        end: formatDay(item.end_date, language),
      }),
    },
    { term: t('bidding.item.remainingDays'), value: number.format(item.remaining_days) },
    { term: t('bidding.item.impressions'), value: number.format(item.impressions) },
    { term: t('bidding.item.clicks'), value: number.format(item.clicks) },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: facts.length }} spacing="xs" m={0}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
