/**
 * Comments of the classic theme: approved threads newest first, replies indented under their comment, the
 * moderator's answer under a comment, a reply button on each (and a moderator's withdraw), and the form for a new
 * comment under the list.
 */
import { Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import type { TCommentsSectionProps } from '../layout-props';
import {
  CommentThreads,
  commentsTitle,
  hasCommentsSection,
  type TCommentItemProps,
  type TCommentListProps,
} from '../shared/comment-threads';
import { FormattedDate } from '../shared/formatted-date';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

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
            <Paper withBorder p="xs" bg="var(--izlog-color-surface-muted)">
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

function ThreadList({ label, children }: TCommentListProps) {
  return (
    <Stack component="ol" style={listStyle} gap="lg" aria-label={label}>
      {children}
    </Stack>
  );
}

function Replies({ label, children }: TCommentListProps) {
  return (
    <Stack
      component="ul"
      style={listStyle}
      gap="sm"
      pl="xl"
      ml="md"
      aria-label={label}
      styles={{ root: { borderLeft: '2px solid var(--mantine-color-default-border)' } }}
    >
      {children}
    </Stack>
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

export function CommentsSection({ totalCount, form, ...threadProps }: TCommentsSectionProps) {
  const { t } = useTranslation();
  const { threads, isOpen } = threadProps;
  if (!hasCommentsSection({ threads, isOpen })) return null;
  const list = (
    <CommentThreads
      {...threadProps}
      Item={CommentItem}
      List={ThreadList}
      Replies={Replies}
      skeleton={<ThreadsSkeleton />}
    />
  );

  return (
    <Stack component="section" aria-labelledby="comments-title" gap="md" maw={760}>
      {/* Focusable from script only: where focus lands when the comment that held it is withdrawn. */}
      <Title order={2} size="h3" id="comments-title" tabIndex={-1}>
        {commentsTitle(t, totalCount)}
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
