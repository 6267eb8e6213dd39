/** GET /comments: one page of a content's approved threads, each with its approved replies. */
import type { TCommentThread } from '@izlog/contract/comments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

const COMMENTS_PAGE_SIZE = 10;

export const getComments = (contentId: number, page: number) =>
  apiRequestPage<TCommentThread>(
    withQuery(apiPaths.comments, {
      'filter[content_id]': contentId,
      'filter[status]': 'approved',
      page,
      page_count: COMMENTS_PAGE_SIZE,
    }),
  );

export const commentsQueryOptions = (contentId: number, page: number) =>
  queryOptions({
    queryKey: ['comments', contentId, page],
    queryFn: () => getComments(contentId, page),
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useComments = (contentId: number, page: number) => useQuery(commentsQueryOptions(contentId, page));
