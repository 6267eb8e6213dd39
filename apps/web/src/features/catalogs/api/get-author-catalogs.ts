/** Approved catalogs of one author, newest first, a page at a time (GET /catalogs?filter[author_id]), for the public profile. */
import type { TCatalog } from '@izlog/contract/catalogs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

const AUTHOR_CATALOGS_COUNT = 12;

export const getAuthorCatalogs = (authorId: number, page = 1) =>
  apiRequestPage<TCatalog>(
    withQuery(apiPaths.catalogs, {
      'filter[author_id]': authorId,
      'filter[status]': 'approved',
      page,
      page_count: AUTHOR_CATALOGS_COUNT,
    }),
  );

export const authorCatalogsQueryOptions = (authorId: number, page = 1) =>
  queryOptions({
    queryKey: ['catalogs', 'by-author', authorId, page],
    queryFn: () => getAuthorCatalogs(authorId, page),
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useAuthorCatalogs = (authorId: number, page = 1) => useQuery(authorCatalogsQueryOptions(authorId, page));
