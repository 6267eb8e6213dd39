/**
 * Comments of the showcase theme: approved threads newest first as soft bubbles, replies indented under their
 * comment, the moderator's answer inside the bubble, Reply (and a moderator's withdraw) under each, and the form for a
 * new comment on its own raised sheet. The same states as every theme: loading, failed with "Try again", empty, closed.
 */
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TCommentsSectionProps } from '../layout-props';
import { CommentActions, CommentAvatar, ModeratorAnswer, writtenTextStyle } from '../shared/comment-parts';
import {
  type TCommentItemProps,
  type TCommentListProps,
  type TCommentsHeadingProps,
  type TCommentsLook,
  ThemedCommentsSection,
} from '../shared/comment-threads';
import { FormattedDate } from '../shared/formatted-date';
import classes from './showcase.module.css';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function CommentsSection(props: TCommentsSectionProps) {
  return <ThemedCommentsSection {...props} look={commentsLook} />;
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

function CommentBubble({ children, ...item }: TCommentItemProps) {
  const { comment } = item;
  return (
    <Stack gap="sm" component="article" aria-label={comment.author_name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <CommentAvatar comment={comment} size="lg" />
        <Stack gap={6} flex={1} miw={0}>
          <div className={classes.panel} style={{ boxShadow: 'none', padding: 'var(--mantine-spacing-md)' }}>
            <Group gap="xs" mb={4}>
              <Text fw={700} size="sm">
                {comment.author_name}
              </Text>
              <FormattedDate value={comment.created_at} />
            </Group>
            <Text size="sm" style={writtenTextStyle}>
              {comment.text}
            </Text>
            {comment.moderator_comment && (
              <Stack gap={2} mt="sm" pl="sm" style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}>
                <ModeratorAnswer text={comment.moderator_comment} labelProps={{ fw: 700, className: classes.muted }} />
              </Stack>
            )}
          </div>
          <CommentActions {...item} replyButtonProps={{ size: 'compact-sm', radius: 'xl' }} />
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}

function PlaceholderComment() {
  return (
    <Group align="flex-start" wrap="nowrap">
      <Skeleton h={48} w={48} circle />
      <Skeleton h={72} radius="lg" flex={1} />
    </Group>
  );
}

function CommentsHeading(props: TCommentsHeadingProps) {
  return (
    <div className={classes.sectionHead}>
      <Title {...props} />
    </div>
  );
}

function FormSheet({ children }: { children: ReactNode }) {
  return (
    <Paper radius="lg" shadow="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const commentsLook: TCommentsLook = {
  section: { gap: 'lg', maw: 820 },
  mutedText: { className: classes.muted },
  Heading: CommentsHeading,
  threads: { Item: CommentBubble, List: ThreadList, Replies, PlaceholderComment },
  FormSheet,
};
