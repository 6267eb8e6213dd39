/**
 * The active categories a content kind may use, with their attributes and values (GET /categories with
 * expand=attributes): the category select, the list filter and a product's attribute fields read the same answer.
 */
import type { TCategory } from '@izlog/contract/categories';
import { PAGINATION, type TContentTypeId } from '@izlog/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getCategoryOptions = (contentTypeId: TContentTypeId) =>
  apiRequest<TCategory[]>(
    withQuery(apiPaths.categories, {
      'filter[content_type_id]': contentTypeId,
      'filter[status]': 'active',
      expand: 'attributes',
      page_count: PAGINATION.maxPageSize,
    }),
  );

export const categoryOptionsQueryOptions = (contentTypeId: TContentTypeId) =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'options', contentTypeId],
    queryFn: () => getCategoryOptions(contentTypeId),
    staleTime: 60_000,
  });

export const useCategoryOptions = (contentTypeId: TContentTypeId) =>
  useQuery(categoryOptionsQueryOptions(contentTypeId));
