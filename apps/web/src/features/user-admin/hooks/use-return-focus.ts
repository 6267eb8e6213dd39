/**
 * Gives focus back to what opened the modal when it closes (WCAG 2.4.3): the modal host unmounts a closed modal at
 * once, before Mantine's own focus return (which waits for the closing transition) can run.
 */
import { useEffect, useState } from 'react';

export function useReturnFocus(): void {
  // Read while the modal first renders, before its focus trap moves focus inside.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
}
