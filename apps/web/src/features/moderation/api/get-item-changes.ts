/**
 * An item's approved version (previous) and what waits (current), field by field: content-changes/{id} for products
 * and blogs, catalog-changes/{id} for catalogs.
 */
import type { TCatalogChanges, TContentChanges } from '@izlog/contract/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type TItemChanges =
  | { kind: 'content'; changes: TContentChanges }
  | { kind: 'catalog'; changes: TCatalogChanges };

export async function getItemChanges(kind: TItemChanges['kind'], id: number): Promise<TItemChanges> {
  if (kind === 'catalog') return { kind, changes: await apiRequest<TCatalogChanges>(apiPaths.catalogChanges(id)) };
  return { kind, changes: await apiRequest<TContentChanges>(apiPaths.contentChanges(id)) };
}

export const itemChangesQueryOptions = (kind: TItemChanges['kind'], id: number) =>
  queryOptions({ queryKey: ['moderations', 'changes', kind, id], queryFn: () => getItemChanges(kind, id) });

export const useItemChanges = (kind: TItemChanges['kind'], id: number) => useQuery(itemChangesQueryOptions(kind, id));
