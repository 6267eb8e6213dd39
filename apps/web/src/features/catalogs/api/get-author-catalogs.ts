/** Approved catalogs of one author, newest first (GET /catalogs?filter[author_id]), for the public profile. */
import type { TCatalog } from '@izlog/contract/catalogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const AUTHOR_CATALOGS_COUNT = 12;

export const getAuthorCatalogs = (authorId: number) =>
  apiRequestPage<TCatalog>(
    withQuery(apiPaths.catalogs, {
      'filter[author_id]': authorId,
      'filter[status]': 'approved',
      page_count: AUTHOR_CATALOGS_COUNT,
    }),
  );

export const authorCatalogsQueryOptions = (authorId: number) =>
  queryOptions({ queryKey: ['catalogs', 'by-author', authorId], queryFn: () => getAuthorCatalogs(authorId) });

export const useAuthorCatalogs = (authorId: number) => useQuery(authorCatalogsQueryOptions(authorId));
