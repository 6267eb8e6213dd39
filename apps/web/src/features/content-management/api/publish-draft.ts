/**
 * Sends a draft on from a list without opening it (SPEC §7 Moderation: publish-*-draft, admin-publish-page-draft):
 * staff's drafts are published, members' go to moderation. Editors save and publish in one step instead.
 */
import { PUBLISH_DRAFT_CALL_NAMES } from '@izlog/contract/content-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, type TManagedKind } from '@/lib/paths';
import { listKeyOf } from './get-managed-items';

type TDraftToPublish = { kind: TManagedKind; id: number };

export const publishDraft = ({ kind, id }: TDraftToPublish) =>
  apiRequest<unknown>(apiPaths.moderationCall(PUBLISH_DRAFT_CALL_NAMES[kind], id), { method: 'POST' });

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: (_answer, { kind }) => queryClient.invalidateQueries({ queryKey: listKeyOf(kind) }),
  });
}
