import { describe, expect, it } from 'vitest';
import { TYPEFACES } from '@/lib/typefaces';
import { classicTheme } from './classic';
import { magazineTheme } from './magazine';
import { showcaseTheme } from './showcase';
import { siteLookOverride } from './site-look';

const THEMES = [classicTheme, showcaseTheme, magazineTheme];
const SELF_HOSTED = Object.values(TYPEFACES);

describe('the look a site wears', () => {
  it('sets each theme in its own self-hosted faces, text and headings', () => {
    for (const theme of THEMES) {
      const look = siteLookOverride(theme, null, false);
      expect(SELF_HOSTED, theme.key).toContain(look.fontFamily);
      expect(SELF_HOSTED, theme.key).toContain(look.headings?.fontFamily);
    }
    const headingFaces = THEMES.map((theme) => siteLookOverride(theme, null, false).headings?.fontFamily);
    expect(new Set(headingFaces).size).toBe(THEMES.length);
  });

  it('gives the back office its own type over any theme, keeping the site’s colour', () => {
    for (const theme of THEMES) {
      const look = siteLookOverride(theme, '#7b2d8e', true);
      expect(look.fontFamily).toBe(TYPEFACES.inter);
      expect(look.headings?.fontFamily).toBe(TYPEFACES.inter);
      expect(look.defaultRadius).toBe('md');
      expect(look.primaryColor).toBe(siteLookOverride(theme, '#7b2d8e', false).primaryColor);
    }
  });
});
