/** One catalog in any status for its editor (GET /catalogs/{id}: owners see their own, staff every status). */
import type { TCatalog } from '@izlog/contract/catalogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const getManagedCatalog = (id: number) => apiRequest<TCatalog>(apiPaths.catalog(id));

export const managedCatalogQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...catalogKeys.all, 'managed', id], queryFn: () => getManagedCatalog(id) });

export const useManagedCatalog = (id: number | null) =>
  useQuery({ ...managedCatalogQueryOptions(id ?? 0), enabled: id !== null });
