/** The classic theme (template 1, the default): a calm grid of cards under a full-width hero. */
import type { TSiteTheme } from '../site-theme';
import * as layouts from './layouts';

export const classicTheme: TSiteTheme = {
  key: 'classic',
  layouts,
  // The app's own look: Mantine's system fonts and rounded corners.
  mantine: {},
};
