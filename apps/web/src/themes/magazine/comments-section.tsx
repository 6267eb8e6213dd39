/**
 * Comments of the magazine theme, run as readers' letters: approved threads newest first between hairlines, the
 * writer's name in capitals over the text, replies hung under a rule in the site's colour, the moderator's answer
 * under a comment, a reply button on each (and a moderator's withdraw), and the form for a new comment under the list.
 */
import { Box, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
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
import classes from './magazine.module.css';

function CommentItem({ comment, canReply, onReply, moderatorActions, children }: TCommentItemProps) {
  const { t } = useTranslation();
  const actions = moderatorActions?.(comment);
  return (
    <Stack gap={6} component="article" aria-label={comment.author_name}>
      <Group gap="xs" align="baseline">
        <Text size="sm" fw={800} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {comment.author_name}
        </Text>
        <FormattedDate value={comment.created_at} />
      </Group>
      {/* Plain text: React escapes it; line breaks the writer typed are kept. */}
      <Text className={classes.body} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: '1rem' }}>
        {comment.text}
      </Text>
      {comment.moderator_comment && (
        <Box className={classes.factBox} p="xs">
          <Text size="xs" fw={700}>
            {t('comments.moderatorNote')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.moderator_comment}
          </Text>
        </Box>
      )}
      {(canReply || actions) && (
        <Group gap="xs">
          {canReply && (
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              onClick={() => onReply(comment)}
              aria-label={t('comments.replyTo', { name: comment.author_name })}
            >
              {t('comments.reply')}
            </Button>
          )}
          {actions}
        </Group>
      )}
      {children}
    </Stack>
  );
}

function ThreadList({ label, children }: TCommentListProps) {
  return (
    <ol className={classes.rows} aria-label={label}>
      {children}
    </ol>
  );
}

function Replies({ label, children }: TCommentListProps) {
  return (
    <Stack component="ul" gap="md" mt="xs" className={classes.replies} aria-label={label}>
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
          <Stack key={key} gap={6}>
            <Skeleton h={12} w="25%" />
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </Stack>
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
    <Stack component="section" aria-labelledby="comments-title" gap="md">
      {/* Focusable from script only: where focus lands when the comment that held it is withdrawn. */}
      <Title order={2} id="comments-title" tabIndex={-1} className={classes.sectionHead}>
        {commentsTitle(t, totalCount)}
      </Title>
      {list}
      <Pager list={threads} keepsScroll />
      {isOpen ? (
        <Stack gap="sm" className={classes.factBox}>
          <Title order={3} size="h4">
            {t('comments.formTitle')}
          </Title>
          {form}
        </Stack>
      ) : (
        <Text className={classes.muted} size="sm">
          {t('comments.closed')}
        </Text>
      )}
    </Stack>
  );
}
