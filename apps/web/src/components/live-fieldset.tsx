/**
 * A form's fields, closed (a disabled fieldset) until the app owns them on a drawn page (lib/use-is-live.ts): nothing
 * is typed or chosen where the form would not see it. Its fields show as disabled meanwhile; the boot script starts the
 * app as the visitor comes near the form (its mark) or at the first touch, so the form is open when it is reached.
 */
import { CLOSED_UNTIL_APP_ATTRIBUTE } from '@izlog/contract/rendered-page';
import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsLive } from '@/lib/use-is-live';

export function LiveFieldset({ children }: { children: ReactNode }) {
  const isLive = useIsLive();
  return (
    <Fieldset
      variant="unstyled"
      disabled={!isLive}
      p={0}
      m={0}
      miw={0}
      {...(isLive ? {} : { [CLOSED_UNTIL_APP_ATTRIBUTE]: true })}
    >
      {children}
    </Fieldset>
  );
}
