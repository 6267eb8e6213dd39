/**
 * The moderator's note under a comment (SPEC §3 "moderator comment"; visitors read it as the moderator's answer):
 * written or changed here, removed by saving it empty or with Remove, both after a confirmation. The server's field
 * message shows at the field.
 */
import { MODERATOR_COMMENT_MAX, type TModerationComment, ZModeratorCommentRequest } from '@izlog/contract/comments';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { useSetModeratorComment } from '../api/set-moderator-comment';

type TModeratorCommentFormProps = {
  comment: TModerationComment;
  id: string;
  /** After a save, a removal or Cancel: the caller puts focus back on the button that opened the form. */
  onClose(): void;
};

export function ModeratorCommentForm({ comment, id, onClose }: TModeratorCommentFormProps) {
  const { t } = useTranslation();
  const save = useSetModeratorComment();
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const { form, onSubmit } = useSchemaForm({
    schema: ZModeratorCommentRequest,
    initialValues: { moderator_comment: comment.moderator_comment ?? '' },
  });
  const hasNote = !!comment.moderator_comment;
  const length = form.values.moderator_comment.length;

  const send = (note: string, success: string) =>
    save.mutateAsync({ commentId: comment.id, moderatorComment: note }).then(
      () => {
        notify('success', success);
        onClose();
      },
      (error: unknown) => {
        setIsConfirmingRemoval(false);
        reportFormError(form, error);
      },
    );

  const handleSubmit = onSubmit(async ({ moderator_comment }) => {
    const note = moderator_comment.trim();
    if (note) return send(note, t('moderation.moderatorComment.saved'));
    // An empty note removes the one visitors see, so it asks first; with none there is nothing to do.
    if (hasNote) setIsConfirmingRemoval(true);
    else onClose();
  });

  const cancelRemoval = () => {
    setIsConfirmingRemoval(false);
    removeButton.current?.focus();
  };

  // Escape leaves the form, not the whole moderation modal (Mantine skips targets marked to stop propagation).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || save.isPending) return;
    event.preventDefault();
    onClose();
  };

  return (
    <form id={id} noValidate onSubmit={handleSubmit}>
      <Stack gap="xs">
        <Textarea
          label={t('moderation.moderatorComment.label')}
          description={
            <Text component="span" size="xs" c={length > MODERATOR_COMMENT_MAX ? 'red.9' : undefined}>
              {t('moderation.moderatorComment.count', { current: length, max: MODERATOR_COMMENT_MAX })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={3}
          maxRows={8}
          autoFocus
          data-mantine-stop-propagation
          onKeyDown={closeOnEscape}
          {...form.getInputProps('moderator_comment')}
        />
        <Group gap="xs" justify="flex-end">
          {hasNote && (
            <Button
              ref={removeButton}
              size="xs"
              variant="light"
              color="red.9"
              disabled={save.isPending}
              onClick={() => setIsConfirmingRemoval(true)}
            >
              {t('moderation.moderatorComment.remove')}
            </Button>
          )}
          <Button size="xs" variant="default" disabled={save.isPending} onClick={onClose}>
            {t('moderation.moderatorComment.cancel')}
          </Button>
          <Button size="xs" type="submit" loading={save.isPending && !isConfirmingRemoval}>
            {t('moderation.moderatorComment.save')}
          </Button>
        </Group>
      </Stack>
      {isConfirmingRemoval && (
        <ConfirmDialog
          title={t('moderation.moderatorComment.confirmTitle')}
          message={t('moderation.moderatorComment.confirmText')}
          confirmLabel={t('moderation.moderatorComment.remove')}
          isPending={save.isPending}
          onConfirm={() => void send('', t('moderation.moderatorComment.removed'))}
          onCancel={cancelRemoval}
        />
      )}
    </form>
  );
}
