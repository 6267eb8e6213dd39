/**
 * The categories a task may take: the site's active product categories (a planner gathers the site's products, so
 * its tasks share their categories; the server refuses any other with planner_category_unknown).
 */
import type { TCategory } from '@izlog/contract/categories';
import { CONTENT_TYPE, PAGINATION } from '@izlog/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getTaskCategories = () =>
  apiRequest<TCategory[]>(
    withQuery(apiPaths.categories, {
      'filter[content_type_id]': CONTENT_TYPE.product,
      'filter[status]': 'active',
      page_count: PAGINATION.maxPageSize,
    }),
  );

// Under 'categories', so the category editor's writes (which invalidate that root) bring the choices up to date.
export const taskCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...categoryKeys.all, 'planner-task-options'],
    queryFn: getTaskCategories,
    staleTime: 60_000,
  });

export const useTaskCategories = () => useQuery(taskCategoriesQueryOptions());
