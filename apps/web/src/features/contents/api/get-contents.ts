/**
 * A page of approved contents of one type (GET /contents): product, article and blog lists, newest first. The status
 * filter is always sent: signed-in staff and authors would otherwise see drafts on the public pages.
 */

import type { TContentTypeId } from '@izlog/contract/constants';
import type { TContentListItem, TContentSort } from '@izlog/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

type TContentsFilter = {
  contentTypeId: TContentTypeId;
  categoryId?: number;
  authorId?: number;
  page?: number;
  pageCount?: number;
  sort?: TContentSort;
};

export const getContents = (filter: TContentsFilter) =>
  apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[content_type_id]': filter.contentTypeId,
      'filter[category_id]': filter.categoryId,
      'filter[author_id]': filter.authorId,
      'filter[status]': 'approved',
      page: filter.page,
      page_count: filter.pageCount,
      sort: filter.sort,
    }),
  );

export const contentsQueryOptions = (filter: TContentsFilter) =>
  queryOptions({
    queryKey: ['contents', 'list', filter],
    queryFn: () => getContents(filter),
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useContents = (filter: TContentsFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...contentsQueryOptions(filter), enabled });
