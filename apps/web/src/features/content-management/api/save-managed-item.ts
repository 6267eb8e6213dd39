/**
 * Saves a content or a catalog with the scope's calls (SPEC §4, decision 0013): a new item is created as a draft or
 * published (staff: at once; members: to moderation); a draft is saved as a draft; publishing an existing draft is
 * the staff's update call, or for members the draft saved and then sent on with publish-*-draft; anything else is
 * updated and published (members: to moderation again). The lists, the edited item and its pages are read again.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentStatus } from '@izlog/contract/constants';
import { PUBLISH_DRAFT_CALL_NAMES, type TCatalogCallName, type TContentCallName } from '@izlog/contract/content-calls';
import type { TContent } from '@izlog/contract/contents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, type TManagedKind } from '@/lib/paths';
import type { TSaveIntent } from '../utils/managed-kinds';
import { SCOPES, type TManagementScope, writeCallPath, writeCallsOf } from '../utils/management-scope';
import { listKeyOf } from './get-managed-items';

type TSave = {
  scope: TManagementScope;
  kind: TManagedKind;
  /** The item as stored, or null for a new one. */
  current: { id: number; status: TContentStatus } | null;
  intent: TSaveIntent;
  body: FormData;
};

type TSaved = { id: number; status: TContentStatus };

export async function saveManagedItem({ scope, kind, current, intent, body }: TSave): Promise<TSaved> {
  const calls = writeCallsOf(scope, kind);
  const post = (name: TContentCallName | TCatalogCallName, id?: number) =>
    apiRequest<TContent | TCatalog>(writeCallPath(kind, name, id), { method: 'POST', body });
  if (current === null) return post(intent === 'draft' ? calls.createDraft : calls.create);
  if (intent === 'draft') return post(calls.updateDraft, current.id);
  if (current.status !== 'draft' || !SCOPES[scope].publishesDraftThroughModeration) {
    return post(calls.update, current.id);
  }
  const saved = await post(calls.updateDraft, current.id);
  await apiRequest<unknown>(apiPaths.moderationCall(PUBLISH_DRAFT_CALL_NAMES[kind], saved.id), { method: 'POST' });
  return { id: saved.id, status: 'on_moderation' };
}

export function useSaveManagedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManagedItem,
    // Also after a failure: a draft saved before a refused publish is saved all the same.
    onSettled: (_saved, _error, { kind }) => queryClient.invalidateQueries({ queryKey: listKeyOf(kind) }),
  });
}
