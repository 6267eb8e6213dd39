/** The stock photo topics (GET /stock-photos/topics): the picker's collections, one page of the most there are. */
import { STOCK_PER_PAGE, type TStockTopic } from '@izlog/contract/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { stockPhotoKeys } from './stock-photo-keys';

export const getStockTopics = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<TStockTopic[]>(withQuery(apiPaths.stockTopics, { per_page: STOCK_PER_PAGE.max }), { signal });

export const stockTopicsQueryOptions = () =>
  queryOptions({
    queryKey: [...stockPhotoKeys.all, 'topics'],
    queryFn: ({ signal }) => getStockTopics({ signal }),
    staleTime: 10 * 60_000,
  });

export const useStockTopics = () => useQuery(stockTopicsQueryOptions());
