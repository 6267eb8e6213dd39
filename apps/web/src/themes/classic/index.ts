/** The classic theme (template 1, the default): a calm grid of cards under a full-width hero. */
import '@fontsource-variable/commissioner/wght.css';
import { TYPEFACES } from '@/lib/typefaces';
import type { TSiteTheme } from '../site-theme';
import * as layouts from './layouts';

export const classicTheme: TSiteTheme = {
  key: 'classic',
  layouts,
  // A warm humanist sans for text and headings, on the app's rounded corners.
  mantine: {
    fontFamily: TYPEFACES.commissioner,
    headings: { fontFamily: TYPEFACES.commissioner, fontWeight: '700' },
  },
};
