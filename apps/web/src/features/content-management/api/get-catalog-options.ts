/**
 * Catalogs a product may join: a client's own (any status but disabled), or for staff the site's approved ones —
 * the same sets the server accepts (SPEC §5 "catalog chosen where needed").
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type TCatalogScope = 'own' | 'licence';

const pathOf: Record<TCatalogScope, string> = {
  own: apiPaths.ownCatalogOptions,
  licence: apiPaths.licenceCatalogOptions,
};

export const catalogOptionsQueryOptions = (scope: TCatalogScope) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'options', scope],
    queryFn: () => apiRequest<TCatalog[]>(pathOf[scope]),
  });

export const useCatalogOptions = (scope: TCatalogScope) => useQuery(catalogOptionsQueryOptions(scope));
