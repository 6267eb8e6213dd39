/**
 * Comments of the showcase theme: approved threads newest first as soft bubbles, replies indented under their
 * comment, the moderator's answer inside the bubble, Reply (and a moderator's withdraw) under each, and the form for a
 * new comment on its own raised sheet. The same states as every theme: loading, failed with "Try again", empty, closed.
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
import classes from './showcase.module.css';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function CommentsSection({ totalCount, form, ...threadProps }: TCommentsSectionProps) {
  const { t } = useTranslation();
  const { threads, isOpen } = threadProps;
  if (!hasCommentsSection({ threads, isOpen })) return null;
  const list = (
    <CommentThreads
      {...threadProps}
      Item={CommentBubble}
      List={ThreadList}
      Replies={Replies}
      skeleton={<ThreadsSkeleton />}
    />
  );

  return (
    <Stack component="section" aria-labelledby="comments-title" gap="lg" maw={820}>
      <div className={classes.sectionHead}>
        {/* Focusable from script only: where focus lands when the comment that held it is withdrawn. */}
        <Title order={2} id="comments-title" tabIndex={-1}>
          {commentsTitle(t, totalCount)}
        </Title>
      </div>
      {list}
      <Pager list={threads} keepsScroll />
      {isOpen ? (
        <Paper radius="lg" shadow="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('comments.formTitle')}
            </Title>
            {form}
          </Stack>
        </Paper>
      ) : (
        <Text className={classes.muted} size="sm">
          {t('comments.closed')}
        </Text>
      )}
    </Stack>
  );
}

function ThreadList({ label, children }: TCommentListProps) {
  return (
    <Stack component="ol" style={listStyle} gap="xl" aria-label={label}>
      {children}
    </Stack>
  );
}

function Replies({ label, children }: TCommentListProps) {
  return (
    <Stack component="ul" style={listStyle} gap="md" pl={{ base: 'md', sm: 48 }} aria-label={label}>
      {children}
    </Stack>
  );
}

function CommentBubble({ comment, canReply, onReply, moderatorActions, children }: TCommentItemProps) {
  const { t } = useTranslation();
  const actions = moderatorActions?.(comment);
  return (
    <Stack gap="sm" component="article" aria-label={comment.author_name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={comment.author_avatar}
          alt=""
          radius="xl"
          size="lg"
          name={comment.author_name}
          color="initials"
          // Dark initials on the name's light colour: Mantine's own stay under AA's 4.5:1 (decision 0021).
          styles={{ placeholder: { color: 'var(--mantine-color-dark-7)' } }}
        />
        <Stack gap={6} flex={1} miw={0}>
          <div className={classes.panel} style={{ boxShadow: 'none', padding: 'var(--mantine-spacing-md)' }}>
            <Group gap="xs" mb={4}>
              <Text fw={700} size="sm">
                {comment.author_name}
              </Text>
              <FormattedDate value={comment.created_at} />
            </Group>
            {/* Plain text: React escapes it; line breaks the writer typed are kept. */}
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {comment.text}
            </Text>
            {comment.moderator_comment && (
              <Stack gap={2} mt="sm" pl="sm" style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}>
                <Text size="xs" fw={700} className={classes.muted}>
                  {t('comments.moderatorNote')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {comment.moderator_comment}
                </Text>
              </Stack>
            )}
          </div>
          {(canReply || actions) && (
            <Group gap="xs">
              {canReply && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  radius="xl"
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

function ThreadsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Stack aria-hidden="true" gap="md">
        {[0, 1].map((key) => (
          <Group key={key} align="flex-start" wrap="nowrap">
            <Skeleton h={48} w={48} circle />
            <Skeleton h={72} radius="lg" flex={1} />
          </Group>
        ))}
      </Stack>
    </div>
  );
}
