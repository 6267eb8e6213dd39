/**
 * Comments of the magazine theme, run as readers' letters: approved threads newest first between hairlines, the
 * writer's name in capitals over the text, replies hung under a rule in the site's colour, the moderator's answer
 * under a comment, a reply button on each (and a moderator's withdraw), and the form for a new comment under the list.
 */
import { Box, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TCommentsSectionProps } from '../layout-props';
import { CommentActions, ModeratorAnswer, writtenTextStyle } from '../shared/comment-parts';
import {
  type TCommentItemProps,
  type TCommentListProps,
  type TCommentsHeadingProps,
  type TCommentsLook,
  ThemedCommentsSection,
} from '../shared/comment-threads';
import { FormattedDate } from '../shared/formatted-date';
import classes from './magazine.module.css';

export function CommentsSection(props: TCommentsSectionProps) {
  return <ThemedCommentsSection {...props} look={commentsLook} />;
}

function CommentItem({ children, ...item }: TCommentItemProps) {
  const { comment } = item;
  return (
    <Stack gap={6} component="article" aria-label={comment.author_name}>
      <Group gap="xs" align="baseline">
        <Text size="sm" fw={800} tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {comment.author_name}
        </Text>
        <FormattedDate value={comment.created_at} />
      </Group>
      <Text className={classes.body} style={{ ...writtenTextStyle, fontSize: '1rem' }}>
        {comment.text}
      </Text>
      {comment.moderator_comment && (
        <Box className={classes.factBox} p="xs">
          <ModeratorAnswer text={comment.moderator_comment} labelProps={{ fw: 700 }} />
        </Box>
      )}
      <CommentActions {...item} replyButtonProps={{ size: 'compact-sm', px: 0 }} />
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

function PlaceholderComment() {
  return (
    <Stack gap={6}>
      <Skeleton h={12} w="25%" />
      <Skeleton h={14} />
      <Skeleton h={14} w="70%" />
    </Stack>
  );
}

function CommentsHeading(props: TCommentsHeadingProps) {
  return <Title {...props} className={classes.sectionHead} />;
}

function FormSheet({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" className={classes.factBox}>
      {children}
    </Stack>
  );
}

const commentsLook: TCommentsLook = {
  section: { gap: 'md' },
  mutedText: { className: classes.muted },
  Heading: CommentsHeading,
  threads: { Item: CommentItem, List: ThreadList, Replies, PlaceholderComment },
  FormSheet,
};
