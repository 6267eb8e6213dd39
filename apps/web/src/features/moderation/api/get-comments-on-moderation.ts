/** GET /moderations/comments-on-moderation: comments waiting for moderation, oldest first, one page. */
import type { TModerationComment } from '@izlog/contract/comments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export type TCommentsOnModerationFilter = {
  page?: number;
  pageCount?: number;
  contentId?: number;
  contentTypeId?: number;
};

export const getCommentsOnModeration = (filter: TCommentsOnModerationFilter = {}) =>
  apiRequestPage<TModerationComment>(
    withQuery(apiPaths.commentsOnModeration, {
      'filter[content_id]': filter.contentId,
      'filter[content_type_id]': filter.contentTypeId,
      page: filter.page,
      page_count: filter.pageCount,
    }),
  );

export const commentsOnModerationQueryOptions = (filter: TCommentsOnModerationFilter = {}) =>
  queryOptions({
    queryKey: ['moderations', 'comments-on-moderation', filter],
    queryFn: () => getCommentsOnModeration(filter),
    placeholderData: keepPreviousData,
  });

export const useCommentsOnModeration = (filter: TCommentsOnModerationFilter = {}) =>
  useQuery(commentsOnModerationQueryOptions(filter));
