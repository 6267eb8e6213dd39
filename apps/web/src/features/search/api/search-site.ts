/** The site's full-text search (GET /search?q=): any script, any case; 403 when the site turned search off. */
import type { TSearchHit } from '@izlog/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { searchKeys } from './search-keys';

export const searchSite = (q: string, page: number, pageCount: number) =>
  apiRequestPage<TSearchHit>(withQuery(apiPaths.search, { q, page, page_count: pageCount }));

export const searchQueryOptions = (q: string, page: number, pageCount: number) =>
  queryOptions({
    queryKey: [...searchKeys.all, q, page, pageCount],
    queryFn: () => searchSite(q, page, pageCount),
    placeholderData: keepPreviousData,
  });

export const useSearch = (q: string, page: number, pageCount: number) =>
  useQuery({ ...searchQueryOptions(q, page, pageCount), enabled: q.trim() !== '' });
