/**
 * Deletes an item, or turns it off, with the scope's call for its kind (management-scope.ts); the lists are read
 * again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TManagedKind } from '@/lib/paths';
import { type TManagementScope, writeCallPath, writeCallsOf } from '../utils/management-scope';
import { listKeyOf } from './get-managed-items';

type TRemoval = { scope: TManagementScope; kind: TManagedKind; id: number };

export function removeManagedItem({ scope, kind, id }: TRemoval): Promise<unknown> {
  return apiRequest<unknown>(writeCallPath(kind, writeCallsOf(scope, kind).remove.call, id), { method: 'POST' });
}

export function useRemoveManagedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeManagedItem,
    onSuccess: (_answer, { kind }) => queryClient.invalidateQueries({ queryKey: listKeyOf(kind) }),
  });
}
