/** The frame of an item's small forms (note, date, price, move): a modal with the form, Cancel and Save. */
import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/app-modal';

type TItemModalProps = {
  title: string;
  isPending: boolean;
  onClose(): void;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  submitLabel?: string;
  /** False when there is nothing to save (no other planner to move to). */
  canSubmit?: boolean;
  children: ReactNode;
};

export function ItemModal({
  title,
  isPending,
  onClose,
  onSubmit,
  submitLabel,
  canSubmit = true,
  children,
}: TItemModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened onClose={() => !isPending && onClose()} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t('planners.form.cancel')}
            </Button>
            {canSubmit && (
              <Button type="submit" loading={isPending}>
                {submitLabel ?? t('planners.form.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
