/**
 * The magazine theme (template 3): a news-first front page — a nameplate, categories as a section bar, the lead story
 * large with the newest items in columns beside a "most read" column — lists as dense rows, stories in a narrow
 * reading column with serif headlines and a drop cap. Colours stay the site's (no primary colour here).
 */
import '@fontsource-variable/playfair-display/wght.css';
import '@fontsource-variable/source-serif-4/wght.css';
import { TYPEFACES } from '@/lib/typefaces';
import type { TSiteTheme } from '../site-theme';
import * as layouts from './layouts';

/** Headlines in a high-contrast display serif. */
export const MAGAZINE_SERIF = TYPEFACES.playfairDisplay;
/** Reading text in a serif drawn for screens; menus, forms and prices take it too, as one voice. */
const MAGAZINE_TEXT = TYPEFACES.sourceSerif;

export const magazineTheme: TSiteTheme = {
  key: 'magazine',
  layouts,
  mantine: {
    fontFamily: MAGAZINE_TEXT,
    // Print has square corners: pictures, boxes and buttons alike.
    defaultRadius: 0,
    headings: {
      fontFamily: MAGAZINE_SERIF,
      fontWeight: '700',
      sizes: {
        h1: { fontSize: 'clamp(2rem, 5vw, 3rem)', lineHeight: '1.1' },
        h2: { fontSize: 'clamp(1.5rem, 3vw, 2rem)', lineHeight: '1.2' },
        h3: { fontSize: '1.375rem', lineHeight: '1.25' },
        h4: { fontSize: '1.125rem', lineHeight: '1.3' },
      },
    },
  },
};
