/**
 * The confirm dialog before an attribute the category already has is removed: only from this category
 * (admin-delete-attribute-category-link) or everywhere (admin-delete-attribute). Both happen at once, not on Save.
 */
import { NOTICE_MS } from '@izlog/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNestedDialog } from '@/components/nested-dialog';
import { notify } from '@/lib/notify';
import { reportActionError } from '@/lib/report-action-error';
import { useDeleteAttribute } from '../api/delete-attribute';
import { useDeleteAttributeLink } from '../api/delete-attribute-link';
import type { TAttributeDraft } from '../utils/category-form';

type TRemoveAttributeDialogProps = {
  attribute: TAttributeDraft;
  onRemoved(): void;
  onCancel(): void;
};

// Above the edit-category modal it opens from.
const DIALOG_Z_INDEX = 400;

export function RemoveAttributeDialog({ attribute, onRemoved, onCancel }: TRemoveAttributeDialogProps) {
  const { t } = useTranslation();
  const deleteLink = useDeleteAttributeLink();
  const deleteEverywhere = useDeleteAttribute();
  const isBusy = deleteLink.isPending || deleteEverywhere.isPending;
  // Over the edit-category modal: Escape closes only this dialog.
  useNestedDialog(true);

  const run = (removal: Promise<{ message: string }>) =>
    removal.then(
      ({ message }) => {
        notify('success', message);
        onRemoved();
      },
      (error: unknown) => reportActionError(error, { duration: NOTICE_MS.normal }),
    );

  return (
    <Modal
      opened
      onClose={() => !isBusy && onCancel()}
      title={t('categoryAdmin.removeAttribute.title', { name: attribute.name })}
      zIndex={DIALOG_Z_INDEX}
      centered
    >
      <Stack>
        <Text>{t('categoryAdmin.removeAttribute.question')}</Text>
        {attribute.linkId !== undefined && (
          <Stack gap={4}>
            <Button
              variant="light"
              loading={deleteLink.isPending}
              disabled={isBusy}
              onClick={() => attribute.linkId !== undefined && run(deleteLink.mutateAsync(attribute.linkId))}
            >
              {t('categoryAdmin.removeAttribute.fromCategory')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('categoryAdmin.removeAttribute.fromCategoryHint')}
            </Text>
          </Stack>
        )}
        <Stack gap={4}>
          <Button
            color="red"
            loading={deleteEverywhere.isPending}
            disabled={isBusy}
            onClick={() => attribute.id !== undefined && run(deleteEverywhere.mutateAsync(attribute.id))}
          >
            {t('categoryAdmin.removeAttribute.everywhere')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('categoryAdmin.removeAttribute.everywhereHint')}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isBusy} data-autofocus>
            {t('categoryAdmin.removeAttribute.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
