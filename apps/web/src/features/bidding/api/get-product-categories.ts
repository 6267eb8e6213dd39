/** The product categories (products and catalogs share them), for the first places page's category filter. */
import type { TCategory } from '@izlog/contract/categories';
import { CONTENT_TYPE, PAGINATION } from '@izlog/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { BIDDING_KEY } from './bidding-queries';

export const getProductCategories = () =>
  apiRequest<TCategory[]>(
    withQuery(apiPaths.categories, {
      'filter[content_type_id]': CONTENT_TYPE.product,
      'filter[status]': 'active',
      page_count: PAGINATION.maxPageSize,
    }),
  );

export const productCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...BIDDING_KEY, 'categories'], queryFn: getProductCategories, staleTime: 60_000 });

export const useProductCategories = () => useQuery(productCategoriesQueryOptions());
