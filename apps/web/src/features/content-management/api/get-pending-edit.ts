/**
 * The author's own edit of an approved item, waiting for moderation (decision 0011): content-changes `current` for
 * products and blogs, catalog-changes `current` for catalogs. A member's editor fills its form from it, so the author
 * goes on from their edit rather than from the approved version the public sees. Read only while an edit waits.
 */
import type { TCatalogChanges, TCatalogVersion, TContentChanges, TContentVersion } from '@izlog/contract/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const getPendingContentEdit = async (id: number): Promise<TContentVersion> =>
  (await apiRequest<TContentChanges>(apiPaths.contentChanges(id))).current;

export const getPendingCatalogEdit = async (id: number): Promise<TCatalogVersion> =>
  (await apiRequest<TCatalogChanges>(apiPaths.catalogChanges(id))).current;

// Under 'contents' and 'catalogs', so a save (which reloads those) reloads the edit too.
export const pendingContentEditQueryOptions = (id: number, revisionId: number) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'pending-edit', id, revisionId],
    queryFn: () => getPendingContentEdit(id),
  });

export const pendingCatalogEditQueryOptions = (id: number, revisionId: number) =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'pending-edit', id, revisionId],
    queryFn: () => getPendingCatalogEdit(id),
  });

/** `revisionId` is the waiting edit's (pending_revision.id), or undefined when nothing waits or it is not wanted. */
export const usePendingContentEdit = (id: number | null, revisionId: number | undefined) =>
  useQuery({
    ...pendingContentEditQueryOptions(id ?? 0, revisionId ?? 0),
    enabled: id !== null && revisionId !== undefined,
  });

export const usePendingCatalogEdit = (id: number | null, revisionId: number | undefined) =>
  useQuery({
    ...pendingCatalogEditQueryOptions(id ?? 0, revisionId ?? 0),
    enabled: id !== null && revisionId !== undefined,
  });
