/**
 * The confirm dialog before a destructive action (SPEC §2 "confirm dialogs"): it names the item, and the action
 * runs only from its button. Cancel (or Escape) leaves everything as it was, and closes only this dialog when it
 * was opened inside another modal.
 */
import { Button, Group, type MantineColor, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNestedDialog } from './nested-dialog';

type TConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  isPending: boolean;
  /** Red for what cannot be undone; a change that can be made again (a site's template) takes the primary colour. */
  confirmColor?: MantineColor;
  onConfirm(): void;
  onCancel(): void;
  /** What the action may take besides the yes (a disapproval's optional reason), under the message. */
  children?: ReactNode;
};

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  isPending,
  confirmColor = 'red.9',
  onConfirm,
  onCancel,
  children,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  // Inside another modal, Escape closes only this dialog.
  useNestedDialog(true);
  return (
    <Modal opened onClose={() => !isPending && onCancel()} title={title} centered>
      <Text>{message}</Text>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
          {t('manage.confirm.cancel')}
        </Button>
        {/* Red 9: white on Mantine's default red is 3.3:1, under the 4.5:1 text contrast of WCAG AA. */}
        <Button color={confirmColor} onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
