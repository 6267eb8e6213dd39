/**
 * Sends a draft on from a list without opening it (SPEC §7 Moderation: publish-*-draft, admin-publish-page-draft):
 * staff's drafts are published, members' go to moderation. Editors save and publish in one step instead.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, type TManagedKind } from '@/lib/paths';
import { PUBLISH_DRAFT_CALL } from '../managed-kinds';

export type TDraftToPublish = { kind: TManagedKind; id: number };

export const publishDraft = ({ kind, id }: TDraftToPublish) =>
  apiRequest<unknown>(apiPaths.moderationCall(PUBLISH_DRAFT_CALL[kind], id), { method: 'POST' });

export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: (_answer, { kind }) =>
      queryClient.invalidateQueries({ queryKey: [kind === 'catalogs' ? 'catalogs' : 'contents'] }),
  });
}
