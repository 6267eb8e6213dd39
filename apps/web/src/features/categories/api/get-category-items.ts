/** Catalogs and products of a category and its subcategories, one paginated list (get-category-catalog-product). */
import type { TCategoryItem } from '@izlog/contract/catalogs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getCategoryItems = (categoryId: number, page: number, pageCount: number) =>
  apiRequestPage<TCategoryItem>(withQuery(apiPaths.categoryItems(categoryId), { page, page_count: pageCount }));

export const categoryItemsQueryOptions = (categoryId: number, page: number, pageCount: number) =>
  queryOptions({
    queryKey: ['categories', 'items', categoryId, page, pageCount],
    queryFn: () => getCategoryItems(categoryId, page, pageCount),
    placeholderData: keepPreviousData,
  });

export const useCategoryItems = (categoryId: number | undefined, page: number, pageCount: number) =>
  useQuery({ ...categoryItemsQueryOptions(categoryId ?? 0, page, pageCount), enabled: categoryId !== undefined });
