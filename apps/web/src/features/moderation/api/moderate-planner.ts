/**
 * approve-/disapprove-planner/{id} and approve-/disapprove-planner-item/{id}: a moderator's decision on a planner's own
 * words or on an item shown publicly. The body names the version read (its `updated_at`, decision 0011): an owner's
 * change since is a 409 (planner_changed, planner_item_changed), as is a decision another moderator made first.
 * Whatever the answer the moderation lists and counts load again — the new version with them — and so do the owner's
 * planners that show the status.
 */
import type { TPlannerDecisionRequest } from '@izlog/contract/planners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plannerKeys } from '@/features/planners/api/planner-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { reloadProductsOnModeration } from './get-contents-on-moderation';

export type TPlannerDecision = 'approve' | 'disapprove';
/** A planner's title and description, or one of its items. */
export type TPlannerSubject = 'planner' | 'planner-item';

type TPlannerDecisionInput = {
  subject: TPlannerSubject;
  decision: TPlannerDecision;
  id: number;
  /** The `updated_at` of the version the moderator was shown. */
  updatedAt: string;
};

export const moderatePlanner = ({ subject, decision, id, updatedAt }: TPlannerDecisionInput) =>
  apiRequest<unknown>(apiPaths.moderationCall(`${decision}-${subject}`, id), {
    method: 'POST',
    body: { updated_at: updatedAt } satisfies TPlannerDecisionRequest,
  });

export function useModeratePlanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePlanner,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['moderations'] }),
        queryClient.invalidateQueries({ queryKey: plannerKeys.all }),
        // SPEC §4: after each moderation action the products on moderation, page 1, are read again.
        reloadProductsOnModeration(queryClient),
      ]),
  });
}
