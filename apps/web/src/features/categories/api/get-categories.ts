/** Active categories of one content type in menu order (GET /categories?filter[content_type_id]). */
import type { TCategory } from '@izlog/contract/categories';
import { PAGINATION, type TContentTypeId } from '@izlog/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getCategories = (contentTypeId: TContentTypeId) =>
  apiRequest<TCategory[]>(
    withQuery(apiPaths.categories, {
      'filter[content_type_id]': contentTypeId,
      'filter[status]': 'active',
      page_count: PAGINATION.maxPageSize,
    }),
  );

export const categoriesQueryOptions = (contentTypeId: TContentTypeId) =>
  queryOptions({
    queryKey: ['categories', 'list', contentTypeId],
    queryFn: () => getCategories(contentTypeId),
    staleTime: 5 * 60_000,
  });

export const useCategories = (contentTypeId: TContentTypeId) => useQuery(categoriesQueryOptions(contentTypeId));
