/**
 * The pieces of a comment every theme draws alike, each theme choosing only their size and colour: the writer's
 * avatar, the written text, the moderator's answer, and Reply beside a moderator's actions.
 */
import type { TComment } from '@izlog/contract/comments';
import { Avatar, type AvatarProps, Button, type ButtonProps, Group, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCommentItemProps } from './comment-threads';

/** Plain text: React escapes it; line breaks the writer typed are kept, and a long word wraps rather than overflows. */
export const writtenTextStyle = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

export function CommentAvatar({ comment, size }: { comment: TComment; size: AvatarProps['size'] }) {
  return (
    <Avatar
      src={comment.author_avatar}
      alt=""
      radius="xl"
      size={size}
      name={comment.author_name}
      color="initials"
      // Dark initials on the name's light colour: Mantine's own (shade 9 on shade 0 of lime, green…) stay under
      // AA's 4.5:1 (decision 0021).
      styles={{ placeholder: { color: 'var(--mantine-color-dark-7)' } }}
    />
  );
}

/** The moderator's answer under its label; the theme draws what it stands in. */
export function ModeratorAnswer({ text, labelProps }: { text: string; labelProps: Omit<TextProps, 'size'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" {...labelProps}>
        {t('comments.moderatorNote')}
      </Text>
      <Text size="sm" style={writtenTextStyle}>
        {text}
      </Text>
    </>
  );
}

type TCommentActionsProps = Omit<TCommentItemProps, 'children'> & {
  replyButtonProps: Pick<ButtonProps, 'size' | 'radius' | 'px'>;
};

/** Reply (while the content takes comments) and a moderator's actions; nothing when there are neither. */
export function CommentActions({
  comment,
  canReply,
  onReply,
  moderatorActions,
  replyButtonProps,
}: TCommentActionsProps) {
  const { t } = useTranslation();
  const actions = moderatorActions?.(comment);
  if (!canReply && !actions) return null;
  return (
    <Group gap="xs">
      {canReply && (
        <Button
          variant="subtle"
          {...replyButtonProps}
          onClick={() => onReply(comment)}
          aria-label={t('comments.replyTo', { name: comment.author_name })}
        >
          {t('comments.reply')}
        </Button>
      )}
      {actions}
    </Group>
  );
}
