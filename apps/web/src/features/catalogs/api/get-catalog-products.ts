/** Approved products of a catalog in catalog order, paginated (GET /catalogs/get-catalog-products/:id). */
import type { TContentListItem } from '@izlog/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getCatalogProducts = (catalogId: number, page: number, pageCount: number) =>
  apiRequestPage<TContentListItem>(withQuery(apiPaths.catalogProducts(catalogId), { page, page_count: pageCount }));

export const catalogProductsQueryOptions = (catalogId: number, page: number, pageCount: number) =>
  queryOptions({
    queryKey: ['catalogs', 'products', catalogId, page, pageCount],
    queryFn: () => getCatalogProducts(catalogId, page, pageCount),
    placeholderData: keepPreviousData,
  });

export const useCatalogProducts = (catalogId: number | undefined, page: number, pageCount: number) =>
  useQuery({ ...catalogProductsQueryOptions(catalogId ?? 0, page, pageCount), enabled: catalogId !== undefined });
