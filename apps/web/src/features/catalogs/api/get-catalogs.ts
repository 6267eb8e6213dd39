/** Approved catalogs of the site, newest first, a page at a time (GET /catalogs), for the catalogs page. */
import type { TCatalog } from '@izlog/contract/catalogs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getCatalogs = (page: number, pageCount: number) =>
  apiRequestPage<TCatalog>(withQuery(apiPaths.catalogs, { 'filter[status]': 'approved', page, page_count: pageCount }));

export const catalogsQueryOptions = (page: number, pageCount: number) =>
  queryOptions({
    queryKey: ['catalogs', 'list', page, pageCount],
    queryFn: () => getCatalogs(page, pageCount),
    placeholderData: keepPreviousData,
  });

export const useCatalogs = (page: number, pageCount: number) => useQuery(catalogsQueryOptions(page, pageCount));
