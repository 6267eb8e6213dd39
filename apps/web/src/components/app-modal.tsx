/**
 * The site's modal: Mantine's Modal, with Escape that closes the innermost layer only and a question before a form
 * with changes is closed (issue 26 item 11, decision 0063).
 *
 * Mantine's Modal listens for Escape on the window before anything inside sees the key, so an open colour picker or
 * select list inside took the whole modal with it. Here Mantine's own listener is off; this one leaves the key to an
 * open inner layer (`isInnerLayerEscape`) or a dialog opened over the modal (`useIsNestedDialogOpen`).
 */
import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { isInnerLayerEscape } from './inner-layers';
import { useIsNestedDialogOpen } from './nested-dialog';
import { UnsavedChangesContext } from './unsaved-changes';

export function AppModal({ opened, onClose, closeOnEscape = true, children, ...modalProps }: ModalProps) {
  const { t } = useTranslation();
  const isNestedDialogOpen = useIsNestedDialogOpen();
  const [isConfirmingClose, setIsConfirmingClose] = useState(false);
  const formsWithChanges = useRef(new Set<string>());
  const registry = useMemo(
    () => ({
      report: (formId: string, hasChanges: boolean) => {
        if (hasChanges) formsWithChanges.current.add(formId);
        else formsWithChanges.current.delete(formId);
      },
    }),
    [],
  );

  /** Every way the user closes the modal comes here; a save that closes it calls the caller's close directly. */
  const requestClose = () => {
    if (formsWithChanges.current.size > 0) setIsConfirmingClose(true);
    else onClose();
  };

  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
    if (!closeOnEscape || isNestedDialogOpen || isConfirmingClose || isInnerLayerEscape(event)) return;
    requestClose();
  });
  useEffect(() => {
    if (!opened) return;
    // Capture, like Mantine's: an inner layer is judged as it is before its own handler closes it.
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [opened]);

  return (
    <>
      <Modal opened={opened} onClose={requestClose} closeOnEscape={false} {...modalProps}>
        <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>
      </Modal>
      {isConfirmingClose && (
        <ConfirmDialog
          title={t('manage.confirm.unsavedTitle')}
          message={t('manage.confirm.unsavedMessage')}
          confirmLabel={t('manage.confirm.discard')}
          isPending={false}
          onConfirm={() => {
            setIsConfirmingClose(false);
            onClose();
          }}
          onCancel={() => setIsConfirmingClose(false)}
        />
      )}
    </>
  );
}
