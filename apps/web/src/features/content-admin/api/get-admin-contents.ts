/** A page of contents of one kind in every status for staff (GET /contents with the list's filters). */
import type { TContentStatus, TContentTypeId } from '@izlog/contract/constants';
import { PAGINATION } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export type TAdminContentsFilter = {
  contentTypeId: TContentTypeId;
  categoryId?: number;
  status?: TContentStatus;
  authorId?: number;
  page: number;
};

export const getAdminContents = (filter: TAdminContentsFilter) =>
  apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[content_type_id]': filter.contentTypeId,
      'filter[category_id]': filter.categoryId,
      'filter[status]': filter.status,
      'filter[author_id]': filter.authorId,
      page: filter.page,
      page_count: PAGINATION.defaultPageSize,
    }),
  );

export const adminContentsQueryOptions = (filter: TAdminContentsFilter) =>
  queryOptions({
    queryKey: ['contents', 'admin-list', filter],
    queryFn: () => getAdminContents(filter),
    placeholderData: keepPreviousData,
  });

export const useAdminContents = (filter: TAdminContentsFilter, { enabled = true } = {}) =>
  useQuery({ ...adminContentsQueryOptions(filter), enabled });
