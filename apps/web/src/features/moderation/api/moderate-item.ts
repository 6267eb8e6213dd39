/**
 * approve-*, disapprove-* and request-for-edit-* of a product, blog or catalog (SPEC §7 "Moderation"). Whatever the
 * answer (a 409 means another moderator was first, so the screen is stale too), the moderation lists and counts load
 * again, and the on-moderation list of content type 3, page 1, is read again as SPEC §4 says.
 */
import type { TModeratedKind, TModerationResult } from '@izlog/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { reloadProductsOnModeration } from './get-contents-on-moderation';

export type TModerationAction = 'approve' | 'disapprove' | 'request-for-edit';

export type TModerateItemInput = {
  kind: TModeratedKind;
  action: TModerationAction;
  id: number;
  /** The pending edit the moderator looked at: the server refuses (409) if the author changed it since. */
  revisionId?: number;
  /** Required for request-for-edit; a disapproval's optional reason. */
  remark?: string;
};

export const moderateItem = ({ kind, action, id, revisionId, remark }: TModerateItemInput) =>
  apiRequest<TModerationResult>(apiPaths.moderationCall(`${action}-${kind}`, id), {
    method: 'POST',
    body: {
      ...(revisionId !== undefined ? { revision_id: revisionId } : {}),
      ...(action !== 'approve' && remark !== undefined ? { remark_request_for_edit: remark } : {}),
    },
  });

export function useModerateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateItem,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['moderations'] }),
        // The public lists and pages may show (or stop showing) the item.
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
        reloadProductsOnModeration(queryClient),
      ]),
  });
}
