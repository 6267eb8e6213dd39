/**
 * The active categories of one content type, for the wizard's category choice (GET /categories). Keys start with
 * 'categories' so a category's save refreshes them too.
 */
import type { TCategory } from '@izlog/contract/categories';
import { PAGINATION, type TContentTypeId } from '@izlog/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getTypeCategories = (contentTypeId: TContentTypeId) =>
  apiRequest<TCategory[]>(
    withQuery(apiPaths.categories, {
      'filter[content_type_id]': contentTypeId,
      'filter[status]': 'active',
      // A content type's categories fit in one page of the largest size.
      page_count: PAGINATION.maxPageSize,
    }),
  );

export const typeCategoriesQueryOptions = (contentTypeId: TContentTypeId) =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'widget-choice', contentTypeId],
    queryFn: () => getTypeCategories(contentTypeId),
  });

export const useTypeCategories = (contentTypeId: TContentTypeId | undefined) =>
  useQuery({ ...typeCategoriesQueryOptions(contentTypeId ?? 1), enabled: contentTypeId !== undefined });
