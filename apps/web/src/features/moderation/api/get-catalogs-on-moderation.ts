/** Catalogs waiting for a moderator, one page (GET /catalogs?filter[status]=on_moderation, staff): new and edited. */
import type { TCatalog } from '@izlog/contract/catalogs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { MODERATION_PAGE_SIZE } from './get-contents-on-moderation';

export const getCatalogsOnModeration = (page: number) =>
  apiRequestPage<TCatalog>(
    withQuery(apiPaths.catalogs, { 'filter[status]': 'on_moderation', page, page_count: MODERATION_PAGE_SIZE }),
  );

export const catalogsOnModerationQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['moderations', 'catalogs', page],
    queryFn: () => getCatalogsOnModeration(page),
    placeholderData: keepPreviousData,
  });

export const useCatalogsOnModeration = (page: number, { enabled = true } = {}) =>
  useQuery({ ...catalogsOnModerationQueryOptions(page), enabled });
