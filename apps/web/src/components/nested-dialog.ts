/**
 * Escape closes every open Mantine modal at once (each listens on the window, the outermost first), so a dialog
 * opened inside one of the site's modals (a confirmation, the image upload, the full-screen text editor) would take
 * that modal with it. A dialog says while it is open (`useNestedDialog`), and the modal it sits in stops listening for
 * Escape meanwhile (`closeOnEscape={!useIsNestedDialogOpen()}`): Escape closes only the dialog on top.
 */
import { useEffect } from 'react';
import { createStore, useStore } from '@/lib/create-store';

const openDialogCount = createStore(0);

/** Marks a dialog as open over whatever modal it sits in while `isOpen` (harmless on a page with no modal). */
export function useNestedDialog(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return;
    openDialogCount.set(openDialogCount.get() + 1);
    return () => openDialogCount.set(openDialogCount.get() - 1);
  }, [isOpen]);
}

/** A dialog is open inside: the modal around it leaves Escape to that dialog. */
export const useIsNestedDialogOpen = (): boolean => useStore(openDialogCount) > 0;
