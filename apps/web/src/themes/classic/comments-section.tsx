/**
 * Comments of the classic theme: approved threads newest first, replies indented under their comment, the
 * moderator's answer under a comment, a reply button on each (and a moderator's withdraw), and the form for a new
 * comment under the list.
 */
import type { TComment, TCommentThread } from '@izlog/contract/comments';
import { Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState } from '@/components/states';
import type { TCommentsSectionProps } from '../layout-props';
import { FormattedDate } from './content-card';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

type TCommentItemProps = {
  comment: TComment;
  canReply: boolean;
  onReply: (comment: TComment) => void;
  moderatorActions: TCommentsSectionProps['moderatorActions'];
  /** What shows under the comment: its reply form, its replies. */
  children?: ReactNode;
};

function CommentItem({ comment, canReply, onReply, moderatorActions, children }: TCommentItemProps) {
  const { t } = useTranslation();
  const actions = moderatorActions?.(comment);
  return (
    <Stack gap="xs" component="article" aria-label={comment.author_name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={comment.author_avatar}
          alt=""
          radius="xl"
          size="md"
          name={comment.author_name}
          color="initials"
          // Dark initials on the name's light colour: Mantine's own (shade 9 on shade 0 of lime, green…) stay under
          // AA's 4.5:1 (decision 0021).
          styles={{ placeholder: { color: 'var(--mantine-color-dark-7)' } }}
        />
        <Stack gap={4} flex={1} miw={0}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {comment.author_name}
            </Text>
            <FormattedDate value={comment.created_at} />
          </Group>
          {/* Plain text: React escapes it; line breaks the writer typed are kept. */}
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
          {comment.moderator_comment && (
            <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)">
              <Text size="xs" fw={600} c="dimmed">
                {t('comments.moderatorNote')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment.moderator_comment}
              </Text>
            </Paper>
          )}
          {(canReply || actions) && (
            <Group gap="xs">
              {canReply && (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => onReply(comment)}
                  aria-label={t('comments.replyTo', { name: comment.author_name })}
                >
                  {t('comments.reply')}
                </Button>
              )}
              {actions}
            </Group>
          )}
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}

function Thread({
  thread,
  isOpen,
  replyingTo,
  replyForm,
  onReply,
  moderatorActions,
}: { thread: TCommentThread } & Pick<
  TCommentsSectionProps,
  'isOpen' | 'replyingTo' | 'replyForm' | 'moderatorActions'
> & {
    onReply: (comment: TComment) => void;
  }) {
  const { t } = useTranslation();
  const formUnder = (comment: TComment) => (isOpen && replyingTo === comment.id ? replyForm : null);
  return (
    <CommentItem comment={thread} canReply={isOpen} onReply={onReply} moderatorActions={moderatorActions}>
      {formUnder(thread)}
      {thread.replies.length > 0 && (
        <Stack
          component="ul"
          style={listStyle}
          gap="sm"
          pl="xl"
          ml="md"
          aria-label={t('comments.repliesLabel', { name: thread.author_name })}
          styles={{ root: { borderLeft: '2px solid var(--mantine-color-gray-3)' } }}
        >
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} canReply={isOpen} onReply={onReply} moderatorActions={moderatorActions}>
                {formUnder(reply)}
              </CommentItem>
            </li>
          ))}
        </Stack>
      )}
    </CommentItem>
  );
}

function ThreadsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack aria-hidden="true" gap="md">
        {[0, 1].map((key) => (
          <Group key={key} align="flex-start" wrap="nowrap">
            <Skeleton h={38} w={38} circle />
            <Stack gap={6} flex={1}>
              <Skeleton h={12} w="30%" />
              <Skeleton h={12} />
              <Skeleton h={12} w="70%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </div>
  );
}

export function CommentsSection({
  threads,
  totalCount,
  isOpen,
  form,
  replyingTo,
  replyForm,
  onReply,
  moderatorActions,
}: TCommentsSectionProps) {
  const { t } = useTranslation();
  const items = threads.items;
  // A content closed to comments with none to show has no section at all.
  if (!isOpen && items !== null && items.length === 0 && !threads.error) return null;

  let list: ReactNode;
  if (threads.error) list = <ErrorState message={threads.error.message} onRetry={threads.error.onRetry} />;
  else if (items === null) list = <ThreadsSkeleton />;
  else if (items.length === 0) list = <EmptyState message={t(isOpen ? 'comments.emptyOpen' : 'comments.empty')} />;
  else
    list = (
      <Stack component="ol" style={listStyle} gap="lg" aria-label={t('comments.listLabel')}>
        {items.map((thread) => (
          <li key={thread.id}>
            <Thread
              thread={thread}
              isOpen={isOpen}
              replyingTo={replyingTo}
              replyForm={replyForm}
              onReply={onReply}
              moderatorActions={moderatorActions}
            />
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack component="section" aria-labelledby="comments-title" gap="md" maw={760}>
      {/* Focusable from script only: where focus lands when the comment that held it is withdrawn. */}
      <Title order={2} size="h3" id="comments-title" tabIndex={-1}>
        {totalCount > 0 ? t('comments.titleWithCount', { count: totalCount }) : t('comments.title')}
      </Title>
      {list}
      <Pager list={threads} keepsScroll />
      {isOpen ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('comments.formTitle')}
            </Title>
            {form}
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed" size="sm">
          {t('comments.closed')}
        </Text>
      )}
    </Stack>
  );
}
