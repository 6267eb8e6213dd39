/**
 * Products or blogs waiting for a moderator, one page (GET /contents?filter[status]=on_moderation, staff): new items
 * and approved ones whose edit waits (decision 0011), newest first.
 */
import { CONTENT_TYPE, type TContentTypeId } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const MODERATION_PAGE_SIZE = 10;

export const getContentsOnModeration = (contentTypeId: TContentTypeId, page: number) =>
  apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[status]': 'on_moderation',
      'filter[content_type_id]': contentTypeId,
      page,
      page_count: MODERATION_PAGE_SIZE,
    }),
  );

export const contentsOnModerationQueryOptions = (contentTypeId: TContentTypeId, page: number) =>
  queryOptions({
    queryKey: ['moderations', 'contents', contentTypeId, page],
    queryFn: () => getContentsOnModeration(contentTypeId, page),
    placeholderData: keepPreviousData,
  });

export const useContentsOnModeration = (contentTypeId: TContentTypeId, page: number, { enabled = true } = {}) =>
  useQuery({ ...contentsOnModerationQueryOptions(contentTypeId, page), enabled });

/** SPEC §4: after each moderation action the on-moderation list of content type 3 (products), page 1, reloads. */
export const reloadProductsOnModeration = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(contentsOnModerationQueryOptions(CONTENT_TYPE.product, 1));
