/** A member deletes their blog, or turns their product or catalog off (MEMBER_CALLS); the lists are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { MEMBER_CALLS, type TMemberKind } from './member-calls';

export type TMyRemoval = { kind: TMemberKind; id: number };

export function removeMyItem({ kind, id }: TMyRemoval): Promise<unknown> {
  const { call } = MEMBER_CALLS[kind].remove;
  const path = kind === 'catalogs' ? apiPaths.catalogCall(call, id) : apiPaths.contentCall(call, id);
  return apiRequest<unknown>(path, { method: 'POST' });
}

export function useRemoveMyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMyItem,
    onSuccess: (_answer, { kind }) =>
      queryClient.invalidateQueries({ queryKey: [kind === 'catalogs' ? 'catalogs' : 'contents'] }),
  });
}
