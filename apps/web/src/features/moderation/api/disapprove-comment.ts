/**
 * disapprove-comment/{id}: disapproves a comment waiting for moderation; 409 when another moderator was first. The
 * moderation lists and counts and the public comment lists load again.
 */
import type { TModerationComment } from '@izlog/contract/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/features/comments/api/comment-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const disapproveComment = (commentId: number) =>
  apiRequest<TModerationComment>(apiPaths.moderationCall('disapprove-comment', commentId), { method: 'POST' });

export function useDisapproveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disapproveComment,
    // A 409 means the list on screen is stale too, so it reloads either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['moderations'] }),
        queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      ]),
  });
}
