/**
 * The back office's first places page (/admin/first-places, 'bidding.manage'): every paid first place with its
 * numbers, filtered by state and category a page at a time (the filters and page live in the address:
 * ?state=&category=&page=), each one's report per day, and for admins the duration new first places get.
 */
import { BIDDING_ITEM_STATES, type TBiddingItemState } from '@izlog/contract/bidding';
import { Group, Select, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { type TBiddingItemsFilters, useBiddingItems } from '../api/get-bidding-items';
import { useProductCategories } from '../api/get-product-categories';
import { BiddingDurationForm } from './bidding-duration-form';
import { FirstPlaceCard } from './first-place-card';

const FIRST_PLACES_PAGE_COUNT = 20;

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
const isState = (text: string | null): text is TBiddingItemState =>
  (BIDDING_ITEM_STATES as readonly unknown[]).includes(text);

export function FirstPlacesPage({ duration }: { duration: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filters: TBiddingItemsFilters = {
    state: isState(state) ? state : undefined,
    categoryId: positive(params.get('category')),
    page: positive(params.get('page')) ?? 1,
    pageCount: FIRST_PLACES_PAGE_COUNT,
  };
  const setFilters = (next: TBiddingItemsFilters) => {
    const query = new URLSearchParams();
    if (next.state) query.set('state', next.state);
    if (next.categoryId !== undefined) query.set('category', String(next.categoryId));
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const items = useBiddingItems(filters);
  const categories = useProductCategories();
  const isFiltered = filters.state !== undefined || filters.categoryId !== undefined;

  return (
    <Stack gap="md">
      <Title order={1}>{t('bidding.page.title')}</Title>
      <Text c="dimmed">{t('bidding.page.intro')}</Text>
      {hasAbility(user, 'bidding.duration') && <BiddingDurationForm duration={duration} />}
      <Group role="search" aria-label={t('bidding.page.filtersLabel')} gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('bidding.page.state')}
          placeholder={t('bidding.page.allStates')}
          data={BIDDING_ITEM_STATES.map((each) => ({ value: each, label: t(`bidding.states.${each}`) }))}
          value={filters.state ?? null}
          onChange={(value) => setFilters({ ...filters, state: isState(value) ? value : undefined, page: 1 })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('bidding.page.category')}
          placeholder={t('bidding.page.allCategories')}
          data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
          value={filters.categoryId !== undefined ? String(filters.categoryId) : null}
          onChange={(value) => setFilters({ ...filters, categoryId: positive(value), page: 1 })}
          clearable
          searchable
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      {items.isPending ? (
        <div role="status" aria-live="polite">
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
          <Stack gap="sm" aria-hidden="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={120} radius="sm" />
            ))}
          </Stack>
        </div>
      ) : items.isError || !items.data ? (
        <ErrorState
          message={items.error?.message || t('bidding.page.loadFailed')}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.items.length === 0 ? (
        <EmptyState message={isFiltered ? t('bidding.page.emptyFiltered') : t('bidding.page.empty')} />
      ) : (
        <Stack gap="md">
          <Stack
            component="ul"
            aria-label={t('bidding.page.listLabel')}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {items.data.items.map((item) => (
              <FirstPlaceCard key={item.id} item={item} />
            ))}
          </Stack>
          <Pager
            list={{ pagination: items.data.pagination, onPageChange: (page) => setFilters({ ...filters, page }) }}
          />
        </Stack>
      )}
    </Stack>
  );
}
