/** The default look; themes of SPEC §1 will be layouts over the same data, not colours here. */
import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Modal,
  Notification,
} from '@mantine/core';

/**
 * The site's green, darker than Mantine's teal from shade 6 on, so that text on it and in it meets WCAG AA (4.5:1):
 * white on a filled button (shade 6: 5.3:1), a link on white (shade 6), the text of a light button (shade 9 on shade
 * 1: 8:1). Shades 0–5 are backgrounds and decoration only.
 */
export const IZLOG_GREEN: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#12b886',
  '#0b7a57',
  '#0a6b4e',
  '#085c43',
  '#06513b',
];

/**
 * Secondary ("dimmed") text in Mantine's gray 7 instead of gray 6: gray 6 on white is 3.3:1, under AA for body text;
 * gray 7 is 8.2:1 and still reads as secondary beside black. A field's error message (and its invalid value) in red 9
 * for the same reason: Mantine's red 6 on white is 3.3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
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
