/**
 * What every theme's comments section does the same way, without a look of its own: whether the section shows at all,
 * its title, the threads in their states (failed with "Try again", loading, empty, the list), and a thread's shape (the
 * comment, its reply form while it is being answered, its replies). Each theme passes in only its markup: the list, a
 * comment, the replies' list and the skeleton.
 */
import type { TComment, TCommentThread } from '@izlog/contract/comments';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/states';
import type { TCommentsSectionProps } from '../layout-props';

/** One comment in a theme's look; `children` is what shows under it: its reply form, its replies. */
export type TCommentItemProps = {
  comment: TComment;
  canReply: boolean;
  onReply: (comment: TComment) => void;
  moderatorActions: TCommentsSectionProps['moderatorActions'];
  children?: ReactNode;
};

/** A list in a theme's look (the threads' `ol`, a thread's replies' `ul`), named for assistive technology. */
export type TCommentListProps = { label: string; children: ReactNode };

type TThreadsProps = Pick<
  TCommentsSectionProps,
  'threads' | 'isOpen' | 'replyingTo' | 'replyForm' | 'onReply' | 'moderatorActions'
> & {
  Item: ComponentType<TCommentItemProps>;
  List: ComponentType<TCommentListProps>;
  Replies: ComponentType<TCommentListProps>;
  skeleton: ReactNode;
};

/** A content closed to comments with none to show has no section at all. */
export function hasCommentsSection({ threads, isOpen }: Pick<TCommentsSectionProps, 'threads' | 'isOpen'>): boolean {
  return isOpen || threads.items === null || threads.items.length > 0 || Boolean(threads.error);
}

export function commentsTitle(t: TFunction, totalCount: number): string {
  return totalCount > 0 ? t('comments.titleWithCount', { count: totalCount }) : t('comments.title');
}

export function CommentThreads({ threads, isOpen, skeleton, List, ...threadProps }: TThreadsProps) {
  const { t } = useTranslation();
  const items = threads.items;
  if (threads.error) return <ErrorState message={threads.error.message} onRetry={threads.error.onRetry} />;
  if (items === null) return skeleton;
  if (items.length === 0) return <EmptyState message={t(isOpen ? 'comments.emptyOpen' : 'comments.empty')} />;
  return (
    <List label={t('comments.listLabel')}>
      {items.map((thread) => (
        <li key={thread.id}>
          <Thread thread={thread} isOpen={isOpen} {...threadProps} />
        </li>
      ))}
    </List>
  );
}

type TThreadProps = Omit<TThreadsProps, 'threads' | 'skeleton' | 'List'> & { thread: TCommentThread };

function Thread({ thread, isOpen, replyingTo, replyForm, onReply, moderatorActions, Item, Replies }: TThreadProps) {
  const { t } = useTranslation();
  const formUnder = (comment: TComment) => (isOpen && replyingTo === comment.id ? replyForm : null);
  return (
    <Item comment={thread} canReply={isOpen} onReply={onReply} moderatorActions={moderatorActions}>
      {formUnder(thread)}
      {thread.replies.length > 0 && (
        <Replies label={t('comments.repliesLabel', { name: thread.author_name })}>
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <Item comment={reply} canReply={isOpen} onReply={onReply} moderatorActions={moderatorActions}>
                {formUnder(reply)}
              </Item>
            </li>
          ))}
        </Replies>
      )}
    </Item>
  );
}
