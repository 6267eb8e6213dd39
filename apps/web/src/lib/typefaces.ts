/**
 * The type of each look (issue 26 item 16, decision 0059): self-hosted variable faces from the @fontsource-variable
 * packages, each with Latin, Latin Extended and Cyrillic subsets so both scripts of Serbian are set in the same face,
 * and `font-display: swap` so text shows at once in the stand-in below and takes the face when it arrives. The face's
 * CSS is imported by the chunk that wears it (a theme, the back office, the platform site), never by the entry: a
 * visitor loads only the faces of the page in front of them, and of those only the subsets its letters need.
 */
import type { MantineThemeOverride } from '@mantine/core';

const SANS_STAND_IN = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
const SERIF_STAND_IN = "Georgia, Cambria, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";

export const TYPEFACES = {
  /** The back office's and the platform's running text: made for screens, clear at 14 px in dense tables. */
  inter: `'Inter Variable', ${SANS_STAND_IN}`,
  /** The platform site's headings: a modern grotesque with open shapes. */
  manrope: `'Manrope Variable', ${SANS_STAND_IN}`,
  /** The classic theme: a warm humanist sans for text and headings alike. */
  commissioner: `'Commissioner Variable', ${SANS_STAND_IN}`,
  /** The magazine theme's headlines: a high-contrast display serif. */
  playfairDisplay: `'Playfair Display Variable', ${SERIF_STAND_IN}`,
  /** The magazine theme's reading text: a serif drawn for long reading on screens. */
  sourceSerif: `'Source Serif 4 Variable', ${SERIF_STAND_IN}`,
  /** The showcase theme's headings: a geometric sans, as shop windows letter their names. */
  montserrat: `'Montserrat Variable', ${SANS_STAND_IN}`,
  /** The showcase theme's text: a rounded sans beside the geometric headings. */
  nunito: `'Nunito Variable', ${SANS_STAND_IN}`,
} as const;

/**
 * The back office's own type, worn over whichever theme the site has: staff read tables and forms there, not the
 * shop window, so a magazine site's back office is not set in display serifs with square corners.
 */
export const BACK_OFFICE_TYPE: MantineThemeOverride = {
  fontFamily: TYPEFACES.inter,
  defaultRadius: 'md',
  headings: {
    fontFamily: TYPEFACES.inter,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
};

/** The platform site's type: Manrope headings over Inter text. */
export const PLATFORM_TYPE: MantineThemeOverride = {
  fontFamily: TYPEFACES.inter,
  headings: { fontFamily: TYPEFACES.manrope, fontWeight: '800' },
};
