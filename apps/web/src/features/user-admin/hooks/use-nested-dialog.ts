/**
 * Escape closes every open Mantine modal at once (each listens on the window), so a confirmation opened inside the
 * user management modal would take the modal with it. Its dialogs say while they are open, and the modal stops
 * listening for Escape meanwhile: Escape closes only the dialog on top.
 */
import { useEffect } from 'react';
import { createStore, useStore } from '@/lib/create-store';

const openDialogCount = createStore(0);

/** Marks a dialog of the user management modal as open while `isOpen`. */
export function useNestedDialog(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen) return;
    openDialogCount.set(openDialogCount.get() + 1);
    return () => openDialogCount.set(openDialogCount.get() - 1);
  }, [isOpen]);
}

export const useIsNestedDialogOpen = (): boolean => useStore(openDialogCount) > 0;
