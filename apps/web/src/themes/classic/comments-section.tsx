/**
 * Comments of the classic theme: approved threads newest first, replies indented under their comment, the
 * moderator's answer under a comment, a reply button on each (and a moderator's withdraw), and the form for a new
 * comment under the list.
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

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function CommentsSection(props: TCommentsSectionProps) {
  return <ThemedCommentsSection {...props} look={commentsLook} />;
}

function CommentItem({ children, ...item }: TCommentItemProps) {
  const { comment } = item;
  return (
    <Stack gap="xs" component="article" aria-label={comment.author_name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <CommentAvatar comment={comment} size="md" />
        <Stack gap={4} flex={1} miw={0}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {comment.author_name}
            </Text>
            <FormattedDate value={comment.created_at} />
          </Group>
          <Text size="sm" style={writtenTextStyle}>
            {comment.text}
          </Text>
          {comment.moderator_comment && (
            <Paper withBorder p="xs" bg="var(--izlog-color-surface-muted)">
              <ModeratorAnswer text={comment.moderator_comment} labelProps={{ fw: 600, c: 'dimmed' }} />
            </Paper>
          )}
          <CommentActions {...item} replyButtonProps={{ size: 'compact-xs' }} />
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

function PlaceholderComment() {
  return (
    <Group align="flex-start" wrap="nowrap">
      <Skeleton h={38} w={38} circle />
      <Stack gap={6} flex={1}>
        <Skeleton h={12} w="30%" />
        <Skeleton h={12} />
        <Skeleton h={12} w="70%" />
      </Stack>
    </Group>
  );
}

function CommentsHeading(props: TCommentsHeadingProps) {
  return <Title {...props} size="h3" />;
}

function FormSheet({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const commentsLook: TCommentsLook = {
  section: { gap: 'md', maw: 760 },
  mutedText: { c: 'dimmed' },
  Heading: CommentsHeading,
  threads: { Item: CommentItem, List: ThreadList, Replies, PlaceholderComment },
  FormSheet,
};
