/**
 * A moderator's "Withdraw" on an approved comment of the public thread: after a confirmation naming what leaves the
 * thread (a top comment takes its replies with it), the comment is disapproved and the thread loads again without it.
 * Withdrawing is final (decision 0012), so the dialog says so.
 */
import type { TComment } from '@izlog/contract/comments';
import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useWithdrawComment } from '../api/withdraw-comment';

export function WithdrawComment({ comment }: { comment: TComment }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawComment(comment.content_id);
  const [isConfirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The withdrawn comment takes this button (focused a moment ago) with it: focus lands on the comments' heading
  // instead of the page's top, whichever comes first, the answer or the thread without the comment.
  const landingAfterWithdrawal = useRef<HTMLElement | null>(null);
  useEffect(() => () => landingAfterWithdrawal.current?.focus(), []);
  // Only an approved comment can be withdrawn; the public thread shows no other, but a stale one may linger.
  if (comment.status !== 'approved') return null;

  const confirm = () => {
    const heading = buttonRef.current?.closest('section')?.querySelector<HTMLElement>('h2') ?? null;
    withdraw.mutateAsync(comment.id).then(
      () => {
        notify('success', t('comments.withdrawn'));
        if (buttonRef.current) {
          landingAfterWithdrawal.current = heading;
          setConfirming(false);
        } else heading?.focus();
      },
      (error: unknown) => {
        setConfirming(false);
        reportActionError(error);
      },
    );
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="subtle"
        color="red"
        // Red 9 for the text: 5.4:1 on white (AA); Mantine's subtle red is shade 6 whatever shade is asked, 3.3:1.
        c="red.9"
        size="compact-xs"
        onClick={() => setConfirming(true)}
        aria-label={t('comments.withdrawOf', { name: comment.author_name })}
      >
        {t('comments.withdraw')}
      </Button>
      {isConfirming && (
        <ConfirmDialog
          title={t('comments.withdrawTitle', { name: comment.author_name })}
          message={t(comment.reply === null ? 'comments.withdrawThreadText' : 'comments.withdrawReplyText')}
          confirmLabel={t('comments.withdrawConfirm')}
          isPending={withdraw.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
