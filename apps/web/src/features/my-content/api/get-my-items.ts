/**
 * A page of the signed-in member's own contents of one kind, or own catalogs, in every status but turned off
 * (unless asked): GET /contents or GET /catalogs with filter[author_id] = themselves.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import { PAGINATION, type TContentStatus, type TContentTypeId } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export type TMyItemsFilter = { authorId: number; categoryId?: number; status?: TContentStatus; page: number };

const listQuery = (filter: TMyItemsFilter) => ({
  'filter[author_id]': filter.authorId,
  'filter[category_id]': filter.categoryId,
  'filter[status]': filter.status,
  page: filter.page,
  page_count: PAGINATION.defaultPageSize,
});

export const myContentsQueryOptions = (contentTypeId: TContentTypeId, filter: TMyItemsFilter) =>
  queryOptions({
    queryKey: ['contents', 'mine', contentTypeId, filter],
    queryFn: () =>
      apiRequestPage<TContentListItem>(
        withQuery(apiPaths.contents, { 'filter[content_type_id]': contentTypeId, ...listQuery(filter) }),
      ),
    placeholderData: keepPreviousData,
  });

export const myCatalogsQueryOptions = (filter: TMyItemsFilter) =>
  queryOptions({
    queryKey: ['catalogs', 'mine', filter],
    queryFn: () => apiRequestPage<TCatalog>(withQuery(apiPaths.catalogs, listQuery(filter))),
    placeholderData: keepPreviousData,
  });

export const useMyContents = (contentTypeId: TContentTypeId, filter: TMyItemsFilter, { enabled = true } = {}) =>
  useQuery({ ...myContentsQueryOptions(contentTypeId, filter), enabled });

export const useMyCatalogs = (filter: TMyItemsFilter, { enabled = true } = {}) =>
  useQuery({ ...myCatalogsQueryOptions(filter), enabled });
