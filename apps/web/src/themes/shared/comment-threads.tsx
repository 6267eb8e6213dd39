/**
 * What every theme's comments section does the same way, without a look of its own: whether the section shows at all,
 * its heading (where focus lands when a withdrawn comment held it), the threads in their states (failed with "Try
 * again", loading, empty, the list), a thread's shape (the comment, its reply form while it is being answered, its
 * replies), the pager, and the form for a new comment or the note that comments are closed. Each theme passes in only
 * its markup: the heading, the list, a comment, the replies' list, a placeholder comment and the form's sheet.
 */
import type { TComment, TCommentThread } from '@izlog/contract/comments';
import { Stack, type StackProps, Text, type TextProps, Title, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
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
  /** One comment's shape while the threads load. */
  PlaceholderComment: ComponentType;
};

/** A content closed to comments with none to show has no section at all. */
function hasCommentsSection({ threads, isOpen }: Pick<TCommentsSectionProps, 'threads' | 'isOpen'>): boolean {
  return isOpen || threads.items === null || threads.items.length > 0 || Boolean(threads.error);
}

function commentsTitle(t: TFunction, totalCount: number): string {
  return totalCount > 0 ? t('comments.titleWithCount', { count: totalCount }) : t('comments.title');
}

function CommentThreads({ threads, isOpen, PlaceholderComment, List, ...threadProps }: TThreadsProps) {
  const { t } = useTranslation();
  const items = threads.items;
  if (threads.error) return <ErrorState message={threads.error.message} onRetry={threads.error.onRetry} />;
  if (items === null) return <ThreadsSkeleton PlaceholderComment={PlaceholderComment} />;
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

function ThreadsSkeleton({ PlaceholderComment }: Pick<TThreadsProps, 'PlaceholderComment'>) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack aria-hidden="true" gap="md">
        {[0, 1].map((key) => (
          <PlaceholderComment key={key} />
        ))}
      </Stack>
    </div>
  );
}

type TThreadProps = Omit<TThreadsProps, 'threads' | 'PlaceholderComment' | 'List'> & { thread: TCommentThread };

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

/** What the section gives its heading: its level, the id that names the section, and focus from script only. */
export type TCommentsHeadingProps = { order: 2; id: string; tabIndex: -1; children: string };

/** A theme's parts for its comments section: the section's own look, then its parts from top to bottom. */
export type TCommentsLook = {
  /** The section's spacing and greatest width. */
  section: Pick<StackProps, 'gap' | 'maw'>;
  /** The theme's quiet text, for "comments are closed". */
  mutedText: Pick<TextProps, 'c' | 'className'>;
  Heading: ComponentType<TCommentsHeadingProps>;
  threads: Pick<TThreadsProps, 'Item' | 'List' | 'Replies' | 'PlaceholderComment'>;
  /** What the form for a new comment stands on, under its title. */
  FormSheet: ComponentType<{ children: ReactNode }>;
};

export function ThemedCommentsSection({
  look,
  totalCount,
  form,
  ...threadProps
}: TCommentsSectionProps & { look: TCommentsLook }) {
  const { t } = useTranslation();
  const { threads, isOpen } = threadProps;
  if (!hasCommentsSection({ threads, isOpen })) return null;
  const { Heading, FormSheet } = look;
  return (
    <Stack component="section" aria-labelledby="comments-title" {...look.section}>
      {/* Focusable from script only: where focus lands when the comment that held it is withdrawn. */}
      <Heading order={2} id="comments-title" tabIndex={-1}>
        {commentsTitle(t, totalCount)}
      </Heading>
      <CommentThreads {...threadProps} {...look.threads} />
      <Pager list={threads} keepsScroll />
      {isOpen ? (
        <FormSheet>
          <Title order={3} size="h4">
            {t('comments.formTitle')}
          </Title>
          {form}
        </FormSheet>
      ) : (
        <Text {...look.mutedText} size="sm">
          {t('comments.closed')}
        </Text>
      )}
    </Stack>
  );
}
