/** GET /bidding-items: first places, a page at a time, filtered by the placed item, its category or its state. */
import type { TBiddingItem, TBiddingItemState } from '@izlog/contract/bidding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { BIDDING_KEY } from './bidding-queries';

export type TBiddingItemsFilters = {
  contentId?: number;
  catalogId?: number;
  categoryId?: number;
  state?: TBiddingItemState;
  page: number;
  pageCount: number;
};

export const getBiddingItems = ({ contentId, catalogId, categoryId, state, page, pageCount }: TBiddingItemsFilters) =>
  apiRequestPage<TBiddingItem>(
    withQuery(apiPaths.biddingItems, {
      'filter[content_id]': contentId,
      'filter[catalog_id]': catalogId,
      'filter[category_id]': categoryId,
      'filter[state]': state,
      page,
      page_count: pageCount,
    }),
  );

export const biddingItemsQueryOptions = (filters: TBiddingItemsFilters) =>
  queryOptions({
    queryKey: [...BIDDING_KEY, 'items', filters],
    queryFn: () => getBiddingItems(filters),
    placeholderData: keepPreviousData,
  });

export const useBiddingItems = (filters: TBiddingItemsFilters) => useQuery(biddingItemsQueryOptions(filters));
