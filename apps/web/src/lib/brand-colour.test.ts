import { contrastRatio, relativeLuminance } from '@izlog/contract/colour-contrast';
import { darken, toRgba } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandPalettesOf, brandThemeOverride, DARK_BODY, DARK_SURFACES, IZLOG_GREEN } from './brand-colour';

const WHITE = '#ffffff';

/** Mantine's dark "light" variant background: shade 9 darkened by half, as an opaque hex. */
function darkLightBackground(shade9: string): string {
  const { r, g, b } = toRgba(darken(shade9, 0.5));
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

// Colours an admin might pick, including the hard ones: pale, glaring, pure, grey, black and white.
const PICKS = [
  '#ffff00',
  '#ffffff',
  '#000000',
  '#00ff00',
  '#0000ff',
  '#ff0000',
  '#808080',
  '#f8f9fa',
  '#1864ab',
  '#c2255c',
  '#fab005',
  '#001f3f',
  '#7fffd4',
  '#e64980',
];

describe('the brand colour as Mantine palettes', () => {
  it.each(PICKS)('%s: every shade Mantine uses for text or a control meets WCAG AA in both schemes', (pick) => {
    const { light, dark } = brandPalettesOf(pick);
    // Light: white on a filled button (and its hover), the colour as link text on white, a light button's text.
    expect(contrastRatio(WHITE, light[6])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(WHITE, light[7])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light[9], light[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light[9], light[2])).toBeGreaterThanOrEqual(4.5);
    // Dark: white on filled (and hover); filled and the focus ring stand out from the body; links on every surface.
    expect(contrastRatio(WHITE, dark[6])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(WHITE, dark[7])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark[6], DARK_BODY)).toBeGreaterThanOrEqual(3);
    for (const surface of DARK_SURFACES) expect(contrastRatio(dark[4], surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark[2], DARK_BODY)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark[0], darkLightBackground(dark[9]))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(PICKS)('%s: ten shades from light to dark in each palette', (pick) => {
    for (const palette of Object.values(brandPalettesOf(pick))) {
      expect(palette).toHaveLength(10);
      for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      const luminances = palette.map(relativeLuminance);
      for (let index = 1; index < 10; index += 1) {
        expect(luminances[index]!).toBeLessThanOrEqual(luminances[index - 1]! + 1e-9);
      }
    }
  });

  it('keeps a picked colour that already reads as the light scheme’s shade 6, and darkens one that does not just enough', () => {
    expect(brandPalettesOf('#1864AB').light[6]).toBe('#1864ab');
    expect(brandPalettesOf('#c2255c').light[6]).toBe('#c2255c');
    // Yellow with white text is 1.1:1: it is darkened into a readable olive, no further than needed.
    const yellow = brandPalettesOf('#ffff00').light[6];
    expect(contrastRatio(WHITE, '#ffff00')).toBeLessThan(1.1);
    expect(contrastRatio(WHITE, yellow)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(WHITE, yellow)).toBeLessThan(4.7);
    const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(yellow.slice(start, start + 2), 16));
    expect(r).toBe(g);
    expect(b).toBe(0);
  });

  it('in the dark scheme lifts a colour too dark to see on the dark body, and keeps one that is already readable', () => {
    const navy = brandPalettesOf('#001f3f').dark;
    expect(contrastRatio('#001f3f', DARK_BODY)).toBeLessThan(1.2);
    expect(contrastRatio(navy[6], DARK_BODY)).toBeGreaterThanOrEqual(3);
    expect(brandPalettesOf('#d6336c').dark[6]).toBe('#d6336c');
  });

  it('without a colour wears Izlog’s green (and its dark-scheme shades), and takes no malformed value', () => {
    expect(brandPalettesOf(null).light).toEqual(IZLOG_GREEN);
    expect(brandPalettesOf('').light).toEqual(IZLOG_GREEN);
    expect(brandPalettesOf('red').light).toEqual(IZLOG_GREEN);
    const dark = brandPalettesOf(null).dark;
    expect(contrastRatio(WHITE, dark[6])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark[6], DARK_BODY)).toBeGreaterThanOrEqual(3);
  });

  it('makes the brand colour Mantine’s primary colour, light or dark palette by scheme', () => {
    const override = brandThemeOverride('#c2255c');
    expect(override.primaryColor).toBe('brand');
    expect(override.colors?.brandLight?.[6]).toBe('#c2255c');
    expect(override.colors?.brand?.[6]).toBe('var(--mantine-color-brand-6)');
  });
});
