/**
 * Comments waiting for moderation (GET /moderations/comments-on-moderation): approve, or disapprove after a
 * confirmation, and write the moderator's note shown under the comment. Failures — a 409 when another moderator was
 * first, too — show the server's message (SPEC §8).
 */

import type { TModerationComment } from '@izlog/contract/comments';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { getLanguage } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useApproveComment } from '../api/approve-comment';
import { useDisapproveComment } from '../api/disapprove-comment';
import { useCommentsOnModeration } from '../api/get-comments-on-moderation';
import { MODERATION_PAGE_SIZE, reloadProductsOnModeration } from '../api/get-contents-on-moderation';
import { formatDateTime } from '../utils/moderation-item';
import { ModerationListShell } from './moderation-list-shell';
import { ModeratorCommentForm } from './moderator-comment-form';

const noteFormId = (commentId: number) => `moderator-comment-${commentId}`;
// The note stands apart from the visitor's text as a quote would, in the body colour (dimmed grey fails contrast).
const noteStyle = { whiteSpace: 'pre-wrap', borderLeft: '3px solid var(--mantine-color-default-border)' } as const;

type TCommentsSectionProps = { page: number; onPageChange(page: number): void; onDecided(): void };

export function CommentsSection({ page, onPageChange, onDecided }: TCommentsSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const comments = useCommentsOnModeration({ page, pageCount: MODERATION_PAGE_SIZE });
  const approve = useApproveComment();
  const disapprove = useDisapproveComment();
  const [disapproving, setDisapproving] = useState<TModerationComment | null>(null);
  const [noteFormFor, setNoteFormFor] = useState<number | null>(null);
  const noteButtons = useRef(new Map<number, HTMLButtonElement>());
  const isBusy = approve.isPending || disapprove.isPending;

  const run = (decision: Promise<unknown>, success: string) =>
    decision
      .then(
        () => {
          notify('success', success);
          onDecided();
        },
        (error: unknown) => reportActionError(error),
      )
      .finally(() => {
        setDisapproving(null);
        void reloadProductsOnModeration(queryClient);
      });

  const closeNoteForm = (commentId: number) => {
    setNoteFormFor(null);
    noteButtons.current.get(commentId)?.focus();
  };

  const items = comments.data?.items ?? [];
  const language = getLanguage();
  return (
    <Stack gap="sm">
      {/* SPEC §8: the comment moderation list's failure shows the server's message. */}
      <ModerationListShell
        query={comments}
        isEmpty={items.length === 0}
        pagination={comments.data?.pagination}
        onPageChange={onPageChange}
      >
        <Stack
          component="ul"
          aria-label={t('moderation.listLabel', { section: t('moderation.sections.comments') })}
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((comment) => (
            <Paper component="li" key={comment.id} withBorder p="sm">
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {[comment.author_name, formatDateTime(comment.created_at, language)].join(' · ')}
                </Text>
                <Text size="sm" fw={500}>
                  {t('moderation.comments.on', { title: comment.content.title })}
                </Text>
                {comment.reply_to_text && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {t('moderation.comments.replyTo', { text: comment.reply_to_text })}
                  </Text>
                )}
                <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.text}</Text>
                {comment.moderator_comment && noteFormFor !== comment.id && (
                  <Text size="sm" pl="xs" style={noteStyle}>
                    <Text component="span" size="sm" fw={600}>
                      {t('moderation.moderatorComment.current')}{' '}
                    </Text>
                    {comment.moderator_comment}
                  </Text>
                )}
                <Group gap="xs" mt={4}>
                  <Button
                    size="xs"
                    color="teal"
                    disabled={isBusy}
                    loading={approve.isPending && approve.variables === comment.id}
                    onClick={() => void run(approve.mutateAsync(comment.id), t('moderation.comments.approved'))}
                  >
                    {t('moderation.comments.approve')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={isBusy}
                    onClick={() => setDisapproving(comment)}
                  >
                    {t('moderation.comments.disapprove')}
                  </Button>
                  <Button
                    ref={(button) => {
                      if (button) noteButtons.current.set(comment.id, button);
                      else noteButtons.current.delete(comment.id);
                    }}
                    size="xs"
                    variant="default"
                    aria-expanded={noteFormFor === comment.id}
                    aria-controls={noteFormFor === comment.id ? noteFormId(comment.id) : undefined}
                    onClick={() =>
                      noteFormFor === comment.id ? closeNoteForm(comment.id) : setNoteFormFor(comment.id)
                    }
                  >
                    {t('moderation.moderatorComment.open')}
                  </Button>
                </Group>
                {noteFormFor === comment.id && (
                  <ModeratorCommentForm
                    comment={comment}
                    id={noteFormId(comment.id)}
                    onClose={() => closeNoteForm(comment.id)}
                  />
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ModerationListShell>
      {disapproving && (
        <ConfirmDialog
          title={t('moderation.comments.confirmTitle')}
          message={t('moderation.comments.confirmText')}
          confirmLabel={t('moderation.comments.disapprove')}
          isPending={disapprove.isPending}
          onConfirm={() => void run(disapprove.mutateAsync(disapproving.id), t('moderation.comments.disapproved'))}
          onCancel={() => setDisapproving(null)}
        />
      )}
    </Stack>
  );
}
