/**
 * Gives focus back, when a modal closes, to what had it when the modal opened (the account menu's button). Mantine
 * records that only when `opened` turns true, and the modal host mounts its modals already open.
 */
import { useEffect, useState } from 'react';

export function useReturnFocus(): void {
  // Read during the first render, before the modal's focus trap moves focus inside.
  const [returnTo] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    },
    [returnTo],
  );
}
