/**
 * The showcase theme (template 2): a shop window for sellers — a full-bleed hero with the lead block as a large tile
 * over its edge, products as portrait picture tiles with the price on them, the single product as a split screen with
 * its gallery in view, geometric headings, round corners and deep soft shadows. Colours stay the site's.
 */
import '@fontsource-variable/montserrat/wght.css';
import '@fontsource-variable/nunito/wght.css';
import { TYPEFACES } from '@/lib/typefaces';
import type { TSiteTheme } from '../site-theme';
import * as layouts from './layouts';

/** Geometric headings, as shop windows letter their names. */
const SHOWCASE_DISPLAY = TYPEFACES.montserrat;
/** The running text in a rounded sans beside them. */
const SHOWCASE_TEXT = TYPEFACES.nunito;

export const showcaseTheme: TSiteTheme = {
  key: 'showcase',
  layouts,
  mantine: {
    fontFamily: SHOWCASE_TEXT,
    // Soft shapes of a shop window: round corners and deep, soft shadows under pictures and sheets.
    defaultRadius: 'lg',
    shadows: {
      sm: '0 1px 3px rgba(0, 0, 0, 0.08), 0 4px 12px rgba(0, 0, 0, 0.06)',
      md: '0 6px 16px rgba(0, 0, 0, 0.10), 0 2px 6px rgba(0, 0, 0, 0.06)',
      lg: '0 14px 32px rgba(0, 0, 0, 0.12), 0 4px 10px rgba(0, 0, 0, 0.06)',
      xl: '0 24px 56px rgba(0, 0, 0, 0.16), 0 8px 18px rgba(0, 0, 0, 0.08)',
    },
    headings: {
      fontFamily: SHOWCASE_DISPLAY,
      fontWeight: '800',
      sizes: {
        h1: { fontSize: 'clamp(2rem, 6vw, 3.5rem)', lineHeight: '1.05' },
        h2: { fontSize: 'clamp(1.5rem, 3.5vw, 2.125rem)', lineHeight: '1.15' },
        h3: { fontSize: '1.375rem', lineHeight: '1.25' },
        h4: { fontSize: '1.125rem', lineHeight: '1.3' },
      },
    },
  },
};
