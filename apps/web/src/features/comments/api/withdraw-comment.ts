/**
 * POST /moderations/disapprove-comment/{id} on an approved comment: a moderator withdraws it from the public thread
 * (decision 0012), with its replies when it opens a thread; 409 when it is already disapproved. The content's comment
 * lists load again either way, since a 409 means the thread on screen is stale.
 */
import type { TModerationComment } from '@izlog/contract/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { commentKeys } from './comment-keys';

export const withdrawComment = (commentId: number) =>
  apiRequest<TModerationComment>(apiPaths.moderationCall('disapprove-comment', commentId), { method: 'POST' });

export function useWithdrawComment(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.ofContent(contentId) }),
  });
}
