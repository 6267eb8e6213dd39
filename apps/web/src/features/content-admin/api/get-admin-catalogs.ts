/** A page of catalogs in every status but disabled (unless asked) for staff (GET /catalogs with the filters). */
import type { TCatalog } from '@izlog/contract/catalogs';
import { PAGINATION, type TContentStatus } from '@izlog/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export type TAdminCatalogsFilter = {
  categoryId?: number;
  status?: TContentStatus;
  authorId?: number;
  page: number;
};

export const getAdminCatalogs = (filter: TAdminCatalogsFilter) =>
  apiRequestPage<TCatalog>(
    withQuery(apiPaths.catalogs, {
      'filter[category_id]': filter.categoryId,
      'filter[status]': filter.status,
      'filter[author_id]': filter.authorId,
      page: filter.page,
      page_count: PAGINATION.defaultPageSize,
    }),
  );

export const adminCatalogsQueryOptions = (filter: TAdminCatalogsFilter) =>
  queryOptions({
    queryKey: ['catalogs', 'admin-list', filter],
    queryFn: () => getAdminCatalogs(filter),
    placeholderData: keepPreviousData,
  });

export const useAdminCatalogs = (filter: TAdminCatalogsFilter, { enabled = true } = {}) =>
  useQuery({ ...adminCatalogsQueryOptions(filter), enabled });
