/** The comments of a single page: the feature's list and forms handed to the theme's comments section. */
import type { TContent } from '@izlog/contract/contents';
import { useState } from 'react';
import { useComments } from '@/features/comments/api/get-comments';
import { CommentForm, type TReplyTarget } from '@/features/comments/components/comment-form';
import { WithdrawComment } from '@/features/comments/components/withdraw-comment';
import { hasAbility, useCurrentUser } from '@/lib/current-user-store';
import { useThemeLayouts } from '@/themes/theme-context';
import { useSiteLicence } from '../use-site-licence';
import { toListState } from './list-state';

export function ContentComments({ content }: { content: Pick<TContent, 'id' | 'comments_allowed'> }) {
  const { CommentsSection } = useThemeLayouts();
  const licence = useSiteLicence();
  const [page, setPage] = useState(1);
  const [replyTo, setReplyTo] = useState<TReplyTarget | null>(null);
  const threads = useComments(content.id, page);
  const canModerate = hasAbility(useCurrentUser(), 'comments.moderate');
  return (
    <CommentsSection
      threads={toListState(threads, setPage)}
      totalCount={threads.data?.pagination.totalCount ?? 0}
      isOpen={content.comments_allowed}
      form={<CommentForm contentId={content.id} isCaptchaEnabled={licence.captcha_enabled} />}
      replyingTo={replyTo?.id ?? null}
      replyForm={
        replyTo && (
          <CommentForm
            key={replyTo.id}
            contentId={content.id}
            isCaptchaEnabled={licence.captcha_enabled}
            replyTo={replyTo}
            onDone={() => setReplyTo(null)}
          />
        )
      }
      onReply={setReplyTo}
      moderatorActions={canModerate ? (comment) => <WithdrawComment comment={comment} /> : undefined}
    />
  );
}
