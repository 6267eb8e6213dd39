/**
 * A page of the managed items of one kind in every status (turned-off ones too): GET /contents of the kind's content
 * type, or GET /catalogs, with the list's filters. A member's list always names the member as the author.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import { PAGINATION, type TContentStatus, type TContentTypeId } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, type TManagedKind, withQuery } from '@/lib/paths';

type TManagedItemsFilter = {
  categoryId?: number;
  status?: TContentStatus;
  /** Undefined: every author (staff only; the server shows members nothing else but their own). */
  authorId?: number;
  page: number;
};

/** The cache root of a kind's items: every write reloads the lists, editors and options under it. */
export const listKeyOf = (kind: TManagedKind) => (kind === 'catalogs' ? catalogKeys.all : contentKeys.all);

const listQuery = (filter: TManagedItemsFilter) => ({
  'filter[category_id]': filter.categoryId,
  'filter[status]': filter.status,
  'filter[author_id]': filter.authorId,
  page: filter.page,
  page_count: PAGINATION.defaultPageSize,
});

export const getManagedContents = (contentTypeId: TContentTypeId, filter: TManagedItemsFilter) =>
  apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, { 'filter[content_type_id]': contentTypeId, ...listQuery(filter) }),
  );

export const getManagedCatalogs = (filter: TManagedItemsFilter) =>
  apiRequestPage<TCatalog>(withQuery(apiPaths.catalogs, listQuery(filter)));

export const managedContentsQueryOptions = (contentTypeId: TContentTypeId, filter: TManagedItemsFilter) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'managed-list', contentTypeId, filter],
    queryFn: () => getManagedContents(contentTypeId, filter),
    placeholderData: keepPreviousData,
  });

export const managedCatalogsQueryOptions = (filter: TManagedItemsFilter) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'managed-list', filter],
    queryFn: () => getManagedCatalogs(filter),
    placeholderData: keepPreviousData,
  });

export const useManagedContents = (
  contentTypeId: TContentTypeId,
  filter: TManagedItemsFilter,
  { enabled = true } = {},
) => useQuery({ ...managedContentsQueryOptions(contentTypeId, filter), enabled });

export const useManagedCatalogs = (filter: TManagedItemsFilter, { enabled = true } = {}) =>
  useQuery({ ...managedCatalogsQueryOptions(filter), enabled });
