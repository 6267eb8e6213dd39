/**
 * The decisions on an item (SPEC §4): approve, request an edit (a remark is required: the contract's rule at the
 * field) or disapprove (after a confirmation, with an optional reason the author reads). A 409 — another moderator was first — shows its message and the
 * lists load again; other failures show the server's message (SPEC §8).
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { MAX_REMARK_LENGTH, type TModeratedKind, ZRequestForEditRequest } from '@izlog/contract/moderation';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { showServerFieldErrors, useSchemaForm } from '@/lib/schema-form';
import { type TModerationAction, useModerateItem } from '../api/moderate-item';
import type { TModerationItem } from '../utils/moderation-item';

const CONFLICT_STATUS = 409;

type TModerationActionsProps = {
  kind: TModeratedKind;
  item: TModerationItem;
  /** After a decision, or a 409: the item is no longer waiting (or no longer as shown). */
  onDecided(): void;
};

export function ModerationActions({ kind, item, onDecided }: TModerationActionsProps) {
  const { t } = useTranslation();
  const moderate = useModerateItem();
  const [mode, setMode] = useState<'idle' | 'confirmDisapprove' | 'requestEdit'>('idle');
  const [reason, setReason] = useState('');
  const { form, onSubmit } = useSchemaForm({
    schema: ZRequestForEditRequest,
    initialValues: { remark_request_for_edit: '' },
  });

  const decide = async (action: TModerationAction, remark?: string) => {
    try {
      const result = await moderate.mutateAsync({ kind, action, id: item.id, revisionId: item.revisionId, remark });
      notify('success', result.message);
      setMode('idle');
      onDecided();
    } catch (error) {
      if (error instanceof ApiError && error.status === CONFLICT_STATUS) {
        notify('error', error.message, NOTICE_MS.long);
        setMode('idle');
        onDecided();
        return;
      }
      if (action === 'request-for-edit' && showServerFieldErrors(form, error)) return;
      reportActionError(error);
    }
  };

  const pendingAction = moderate.isPending ? moderate.variables?.action : undefined;

  return (
    <Stack gap="sm" role="group" aria-label={t('moderation.actions.label')}>
      <Group gap="xs">
        <Button
          color="teal"
          onClick={() => void decide('approve')}
          loading={pendingAction === 'approve'}
          disabled={moderate.isPending}
        >
          {t('moderation.actions.approve')}
        </Button>
        <Button
          variant="light"
          color="orange"
          onClick={() => setMode('requestEdit')}
          disabled={moderate.isPending}
          aria-expanded={mode === 'requestEdit'}
        >
          {t('moderation.actions.requestEdit')}
        </Button>
        <Button variant="light" color="red" onClick={() => setMode('confirmDisapprove')} disabled={moderate.isPending}>
          {t('moderation.actions.disapprove')}
        </Button>
      </Group>
      {mode === 'requestEdit' && (
        <form
          noValidate
          onSubmit={onSubmit((values) => decide('request-for-edit', values.remark_request_for_edit.trim()))}
        >
          <Stack gap="xs">
            <Textarea
              label={t('moderation.actions.remark')}
              description={t('moderation.actions.remarkHint')}
              required
              autosize
              minRows={3}
              maxRows={8}
              data-autofocus
              autoFocus
              {...form.getInputProps('remark_request_for_edit')}
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => setMode('idle')} disabled={moderate.isPending}>
                {t('moderation.actions.cancel')}
              </Button>
              <Button type="submit" color="orange" loading={pendingAction === 'request-for-edit'}>
                {t('moderation.actions.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {mode === 'confirmDisapprove' && (
        <ConfirmDialog
          title={t('moderation.confirmDisapprove.title', { title: item.title })}
          message={item.isEdit ? t('moderation.confirmDisapprove.edit') : t('moderation.confirmDisapprove.newItem')}
          confirmLabel={t('moderation.actions.disapprove')}
          isPending={moderate.isPending}
          onConfirm={() => void decide('disapprove', reason.trim() || undefined)}
          onCancel={() => setMode('idle')}
        >
          <Textarea
            mt="md"
            label={t('moderation.actions.reason')}
            description={item.isEdit ? t('moderation.actions.reasonHintEdit') : t('moderation.actions.reasonHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={MAX_REMARK_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </ConfirmDialog>
      )}
    </Stack>
  );
}
