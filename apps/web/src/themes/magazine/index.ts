/**
 * The magazine theme (template 3): a news-first front page — a nameplate, categories as a section bar, the lead story
 * large with the newest items in columns beside a "most read" column — lists as dense rows, stories in a narrow
 * reading column with serif headlines and a drop cap. Colours stay the site's (no primary colour here).
 */
import type { TSiteTheme } from '../site-theme';
import * as layouts from './layouts';

/** Serif faces every system has (no downloaded font): Georgia on Windows and macOS, Liberation or DejaVu on Linux. */
export const MAGAZINE_SERIF = "Georgia, Cambria, 'Times New Roman', Times, 'Liberation Serif', 'DejaVu Serif', serif";
/** The interface's words (menus, forms, prices) in a plain grotesque, as newspapers set their furniture. */
const MAGAZINE_SANS = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'Nimbus Sans', sans-serif";

export const magazineTheme: TSiteTheme = {
  key: 'magazine',
  layouts,
  mantine: {
    fontFamily: MAGAZINE_SANS,
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
