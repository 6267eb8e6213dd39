/**
 * approve-comment/{id}: approves a comment waiting for moderation; 409 when another moderator was first. The
 * moderation lists and counts and the public comment lists load again.
 */
import type { TModerationComment } from '@izlog/contract/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/features/comments/api/comment-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const approveComment = (commentId: number) =>
  apiRequest<TModerationComment>(apiPaths.moderationCall('approve-comment', commentId), { method: 'POST' });

export function useApproveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveComment,
    // A 409 means the list on screen is stale too, so it reloads either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['moderations'] }),
        queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      ]),
  });
}
