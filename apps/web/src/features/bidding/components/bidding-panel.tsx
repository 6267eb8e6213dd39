/**
 * The real content of an editor's bidding tab (SPEC §2 "each with a bidding tab"; issue 14): place this product or
 * catalog first in its category, and see its first places — scheduled, current and past — with days left,
 * impressions and clicks, each current or scheduled one with its switch-off.
 */
import { Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/states';
import { useBiddingItems } from '../api/get-bidding-items';
import { isSwitchable, type TBiddingSubject } from '../utils/bidding-subject';
import { BiddingItemFacts } from './bidding-item-facts';
import { BiddingStateBadge } from './bidding-state-badge';
import { DisableBiddingButton } from './disable-bidding-button';
import { PlaceFirstForm } from './place-first-form';

/** One item has few first places; the tab shows them all at once. */
const SUBJECT_PAGE_COUNT = 100;

type TBiddingPanelProps = {
  subject: TBiddingSubject;
  /** The licence's bidding duration in days (SPEC §3 "Bidding duration"). */
  duration: number;
};

export function BiddingPanel({ subject, duration }: TBiddingPanelProps) {
  const { t } = useTranslation();
  const places = useBiddingItems({
    ...(subject.kind === 'product' ? { contentId: subject.id } : { catalogId: subject.id }),
    page: 1,
    pageCount: SUBJECT_PAGE_COUNT,
  });
  return (
    <Stack gap="lg">
      <PlaceFirstForm subject={subject} duration={duration} />
      <Stack gap="sm" component="section" aria-labelledby="bidding-places-title">
        <Title order={3} size="h4" id="bidding-places-title">
          {t('bidding.tab.placesTitle')}
        </Title>
        {places.isPending ? (
          <div role="status" aria-live="polite">
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            <Skeleton h={88} radius="sm" aria-hidden="true" />
          </div>
        ) : places.isError || !places.data ? (
          <ErrorState
            message={places.error?.message || t('bidding.tab.loadFailed')}
            onRetry={() => void places.refetch()}
          />
        ) : places.data.items.length === 0 ? (
          <EmptyState message={t('bidding.tab.noPlaces')} />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {places.data.items.map((item) => (
              <Card component="li" key={item.id} withBorder padding="sm" radius="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="xs">
                      <BiddingStateBadge state={item.state} />
                      <Text size="sm">{item.category.name}</Text>
                    </Group>
                    {isSwitchable(item.state) && <DisableBiddingButton item={item} />}
                  </Group>
                  <BiddingItemFacts item={item} />
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
