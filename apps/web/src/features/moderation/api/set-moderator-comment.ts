/** moderator-comment/{id}: the staff note shown under a comment; an empty note removes it. */
import type { TModerationComment } from '@izlog/contract/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/features/comments/api/comment-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { moderationKeys } from './moderation-keys';

export const setModeratorComment = (commentId: number, moderatorComment: string) =>
  apiRequest<TModerationComment>(apiPaths.moderationCall('moderator-comment', commentId), {
    method: 'POST',
    body: { moderator_comment: moderatorComment },
  });

export function useSetModeratorComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, moderatorComment }: { commentId: number; moderatorComment: string }) =>
      setModeratorComment(commentId, moderatorComment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: commentKeys.all }),
      ]),
  });
}
