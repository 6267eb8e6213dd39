/**
 * POST /comments/post-comment/{contentId}: the comment as saved (approved at once for staff, waiting for
 * moderation otherwise). The content's comment list and the moderation lists and counts load again.
 */
import type { TComment, TPostCommentRequest } from '@izlog/contract/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { commentKeys } from './comment-keys';

export const postComment = (contentId: number, body: TPostCommentRequest) =>
  apiRequest<TComment>(apiPaths.postComment(contentId), { method: 'POST', body });

export function usePostComment(contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPostCommentRequest) => postComment(contentId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentKeys.ofContent(contentId) }),
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
      ]),
  });
}
