/**
 * Deleting a user (decision 0023): the server's preview says what the user has on the site, the admin chooses what
 * becomes of it (transfer to themselves, or withdraw), and only the dialog's red button deletes. Nothing vanishes
 * without the admin having been told.
 */
import type { DELETE_CONTENT_ACTIONS, TAdminUser, TDeleteUserPreview } from '@izlog/contract/user-admin';
import { Alert, Button, Group, List, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNestedDialog } from '@/components/nested-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useDeleteUser } from '../api/delete-user';
import { useDeletePreview } from '../api/get-delete-preview';

type TDeleteUserDialogProps = { user: TAdminUser; onCancel(): void; onDeleted(): void };
type TContentAction = (typeof DELETE_CONTENT_ACTIONS)[number];

export function DeleteUserDialog({ user, onCancel, onDeleted }: TDeleteUserDialogProps) {
  const { t } = useTranslation();
  const preview = useDeletePreview(user.id);
  const deleteUser = useDeleteUser();
  // Over the user management modal: Escape closes only this dialog.
  useNestedDialog(true);
  // Transfer keeps everything on the site: the choice that loses nothing is the one already made.
  const [contentAction, setContentAction] = useState<TContentAction>('transfer');
  const confirm = () =>
    deleteUser.mutate(
      { id: user.id, body: { content_action: contentAction } },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onDeleted();
        },
        onError: (error) => reportActionError(error),
      },
    );

  return (
    <Modal
      opened
      onClose={() => !deleteUser.isPending && onCancel()}
      title={t('userAdmin.delete.title', { username: user.username })}
      centered
      size="lg"
    >
      {preview.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('userAdmin.delete.loading')}</Text>
        </Group>
      )}
      {preview.isError && (
        <Alert color="red" role="alert" title={t('userAdmin.delete.loadFailed')}>
          {preview.error.message}
        </Alert>
      )}
      {preview.data && (
        <Stack gap="md">
          <PreviewCounts preview={preview.data} />
          {/* With nothing to hand over, there is nothing to choose (the call still says transfer: it touches nothing). */}
          {ownsAnything(preview.data) && (
            <Radio.Group
              label={t('userAdmin.delete.choiceLabel')}
              value={contentAction}
              onChange={(value) => setContentAction(value as TContentAction)}
            >
              <Stack gap="sm" mt="xs">
                <Radio
                  value="transfer"
                  label={t('userAdmin.delete.transfer')}
                  description={t('userAdmin.delete.transferHint')}
                />
                <Radio
                  value="withdraw"
                  label={t('userAdmin.delete.withdraw')}
                  description={t('userAdmin.delete.withdrawHint')}
                />
              </Stack>
            </Radio.Group>
          )}
          <Alert color="red" variant="light">
            {t('userAdmin.delete.warning')}
          </Alert>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleteUser.isPending} data-autofocus>
          {t('userAdmin.confirm.cancel')}
        </Button>
        {/* Red 9: white on Mantine's default red is 3.3:1, under the 4.5:1 text contrast of WCAG AA. */}
        <Button color="red.9" onClick={confirm} loading={deleteUser.isPending} disabled={!preview.data}>
          {t('userAdmin.delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

const COUNTED_CONTENTS = ['blogs', 'articles', 'products', 'pages'] as const;

const countsOf = (preview: TDeleteUserPreview) =>
  [
    ...COUNTED_CONTENTS.map((kind) => ({ key: kind, count: preview.contents[kind] })),
    { key: 'catalogs' as const, count: preview.catalogs },
    { key: 'comments' as const, count: preview.comments },
  ].filter((item) => item.count > 0);

const ownsAnything = (preview: TDeleteUserPreview) => countsOf(preview).length > 0;

function PreviewCounts({ preview }: { preview: TDeleteUserPreview }) {
  const { t } = useTranslation();
  const counts = countsOf(preview);
  if (counts.length === 0) return <Text>{t('userAdmin.delete.ownsNothing')}</Text>;
  return (
    <Stack gap={4}>
      <Text fw={500}>{t('userAdmin.delete.owns')}</Text>
      <List>
        {counts.map((item) => (
          <List.Item key={item.key}>{t(`userAdmin.delete.counts.${item.key}`, { count: item.count })}</List.Item>
        ))}
      </List>
      {preview.published_contents > 0 && (
        <Text size="sm">{t('userAdmin.delete.published', { count: preview.published_contents })}</Text>
      )}
      {/* Addresses are the user's, not content: the admin is told they move too, or go (decision 0023). */}
      {preview.locations > 0 && <Text size="sm">{t('userAdmin.delete.locations', { count: preview.locations })}</Text>}
    </Stack>
  );
}
