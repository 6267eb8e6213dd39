/**
 * Staff save a content or a catalog: create or update, as a draft or published at once (STAFF_CALLS). The lists,
 * the edited item and the public pages are read again afterwards.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContent } from '@izlog/contract/contents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveIntent } from '@/components/content-form/managed-kinds';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, type TManagedKind } from '@/lib/paths';
import { STAFF_CALLS } from './admin-calls';

export type TAdminSave = { kind: TManagedKind; id: number | null; intent: TSaveIntent; body: FormData };

export function saveAdminItem({ kind, id, intent, body }: TAdminSave): Promise<TContent | TCatalog> {
  const calls = STAFF_CALLS[kind];
  const name =
    id === null
      ? intent === 'draft'
        ? calls.createDraft
        : calls.create
      : intent === 'draft'
        ? calls.updateDraft
        : calls.update;
  const path =
    kind === 'catalogs' ? apiPaths.catalogCall(name, id ?? undefined) : apiPaths.contentCall(name, id ?? undefined);
  return apiRequest<TContent | TCatalog>(path, { method: 'POST', body });
}

export function useSaveAdminItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminItem,
    onSuccess: (_saved, { kind }) =>
      queryClient.invalidateQueries({ queryKey: [kind === 'catalogs' ? 'catalogs' : 'contents'] }),
  });
}
