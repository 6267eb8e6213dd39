/** Staff delete a content, or turn a catalog off (STAFF_CALLS); the lists are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, type TManagedKind } from '@/lib/paths';
import { STAFF_CALLS } from './admin-calls';

export type TAdminRemoval = { kind: TManagedKind; id: number };

export function removeAdminItem({ kind, id }: TAdminRemoval): Promise<unknown> {
  const { call } = STAFF_CALLS[kind].remove;
  const path = kind === 'catalogs' ? apiPaths.catalogCall(call, id) : apiPaths.contentCall(call, id);
  return apiRequest<unknown>(path, { method: 'POST' });
}

export function useRemoveAdminItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdminItem,
    onSuccess: (_answer, { kind }) =>
      queryClient.invalidateQueries({ queryKey: [kind === 'catalogs' ? 'catalogs' : 'contents'] }),
  });
}
