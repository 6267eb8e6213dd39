/** One category with its attributes, for the edit wizard (GET /categories/{id}?expand=attributes). */
import type { TCategory } from '@izlog/contract/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getAdminCategory = (id: number) =>
  apiRequest<TCategory>(withQuery(apiPaths.category(id), { expand: 'attributes' }));

export const adminCategoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...categoryKeys.all, 'admin', 'one', id], queryFn: () => getAdminCategory(id) });

export const useAdminCategory = (id: number | undefined) =>
  useQuery({ ...adminCategoryQueryOptions(id ?? 0), enabled: id !== undefined });
