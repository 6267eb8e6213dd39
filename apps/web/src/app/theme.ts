/** The default look; themes of SPEC §1 will be layouts over the same data, not colours here. */
import { createTheme, Modal, Notification } from '@mantine/core';

/**
 * The theme, with a name for Mantine's close buttons in the interface language: they show only an icon, so without
 * it a screen reader announces every modal's and notice's close button as a bare "button".
 */
export function createAppTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    primaryColor: 'teal',
    defaultRadius: 'md',
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}
