/** The app's look under every theme: Izlog's green, contrast fixes in both schemes, names for close buttons. */
import { Anchor, type CSSVariablesResolver, createTheme, Modal, Notification } from '@mantine/core';
import { IZLOG_GREEN } from '@/lib/brand-colour';

/**
 * Secondary ("dimmed") text in Mantine's gray 7 instead of gray 6: gray 6 on white is 3.3:1, under AA for body text;
 * gray 7 is 8.2:1 and still reads as secondary beside black. A field's error message (and its invalid value) in red 9
 * for the same reason: Mantine's red 6 on white is 3.3:1.
 * In the dark scheme (body dark 7, #242424; inputs and cards dark 6) Mantine's own choices fall short too: dimmed
 * dark 2 is 4.0:1, the error’s red 8 3.4:1, the success green (teal 8) 1.9:1. Dark 1 (7.8:1), red 4 (6.7:1) and
 * teal 4 (8.6:1) read, and stay above 4.5:1 on dark 6 and dark 5.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // A quieter band than the body (the footer, a column of the widget board), in either scheme.
    '--izlog-color-surface-muted': 'var(--mantine-color-gray-0)',
  },
  dark: {
    '--izlog-color-surface-muted': 'var(--mantine-color-dark-6)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-success': 'var(--mantine-color-teal-4)',
  },
});

/**
 * The theme, with a name for Mantine's close buttons in the interface language: they show only an icon, so without
 * it a screen reader announces every modal's and notice's close button as a bare "button".
 */
export function createAppTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    // Every "teal" of the app (buttons, links, badges, notices) takes the darker green.
    colors: { teal: IZLOG_GREEN },
    primaryColor: 'teal',
    primaryShade: 6,
    defaultRadius: 'md',
    components: {
      // A link inside text is underlined, so it is not told apart by colour alone (WCAG 1.4.1); links that stand
      // on their own (menus, card titles, the site name) opt out with underline="hover" or "never".
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}
