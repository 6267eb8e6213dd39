/**
 * The categories of one content type as the back office sees them (GET /categories, staff): in menu order, active
 * or deleted, with their attributes. Keys start with 'categories' so every category write refreshes them too.
 */
import type { TCategory } from '@izlog/contract/categories';
import { PAGINATION, type TCategoryStatus, type TContentTypeId } from '@izlog/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getAdminCategories = (contentTypeId: TContentTypeId, status: TCategoryStatus) =>
  apiRequest<TCategory[]>(
    withQuery(apiPaths.categories, {
      'filter[content_type_id]': contentTypeId,
      'filter[status]': status,
      expand: 'attributes',
      // A menu is short: one page of the largest size holds a content type's categories.
      page_count: PAGINATION.maxPageSize,
    }),
  );

export const adminCategoriesQueryOptions = (contentTypeId: TContentTypeId, status: TCategoryStatus = 'active') =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'admin', contentTypeId, status],
    queryFn: () => getAdminCategories(contentTypeId, status),
  });

export const useAdminCategories = (
  contentTypeId: TContentTypeId,
  status: TCategoryStatus = 'active',
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...adminCategoriesQueryOptions(contentTypeId, status), enabled });
