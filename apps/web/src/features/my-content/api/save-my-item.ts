/**
 * A member saves their content or catalog (SPEC §4): a draft is created or updated as a draft; publishing a new item
 * creates it for moderation; publishing an existing draft saves the changes to the draft and then sends it on with
 * the moderation call publish-*-draft; anything else is updated and goes to moderation again.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentStatus } from '@izlog/contract/constants';
import type { TContent } from '@izlog/contract/contents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISH_DRAFT_CALL, type TSaveIntent } from '@/components/content-form/managed-kinds';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { MEMBER_CALLS, type TMemberKind } from './member-calls';

export type TMySave = {
  kind: TMemberKind;
  /** The item as stored, or null for a new one. */
  current: { id: number; status: TContentStatus } | null;
  intent: TSaveIntent;
  body: FormData;
};

type TSaved = { id: number; status: TContentStatus };

const callPath = (kind: TMemberKind, name: string, id?: number) =>
  kind === 'catalogs' ? apiPaths.catalogCall(name, id) : apiPaths.contentCall(name, id);

export async function saveMyItem({ kind, current, intent, body }: TMySave): Promise<TSaved> {
  const calls = MEMBER_CALLS[kind];
  const post = (path: string, payload?: FormData) =>
    apiRequest<TContent | TCatalog>(path, { method: 'POST', body: payload });
  if (current === null) return post(callPath(kind, intent === 'draft' ? calls.createDraft : calls.create), body);
  if (intent === 'draft') return post(callPath(kind, calls.updateDraft, current.id), body);
  if (current.status !== 'draft') return post(callPath(kind, calls.update, current.id), body);
  const saved = await post(callPath(kind, calls.updateDraft, current.id), body);
  await apiRequest<unknown>(apiPaths.moderationCall(PUBLISH_DRAFT_CALL[kind], saved.id), { method: 'POST' });
  return { id: saved.id, status: 'on_moderation' };
}

export function useSaveMyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyItem,
    // Also after a failure: a draft saved before a refused publish is saved all the same.
    onSettled: (_saved, _error, { kind }) =>
      queryClient.invalidateQueries({ queryKey: [kind === 'catalogs' ? 'catalogs' : 'contents'] }),
  });
}
