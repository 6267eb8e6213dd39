/**
 * The site's brand colour (issue 16) as Mantine's primary colour: any #rrggbb an admin picks becomes two ten-shade
 * palettes, one per colour scheme, whose used shades meet WCAG AA whatever was picked. The picked colour itself is
 * the light scheme's shade 6 when it already reads; otherwise it is darkened just enough. Null wears Izlog's green.
 *
 * Which shade Mantine uses where (get-css-color-variables, primaryShade 6):
 * - light: filled buttons, links and outlines are shade 6 (white text on it, it as text on white: 4.5:1); a light
 *   button or badge writes shade 9 on shade 1 (hover: shade 2); the focus ring is shade 6 on white.
 * - dark: filled is shade 6 (white text on it 4.5:1, and 3:1 against the dark body so a filled button and the focus
 *   ring stand out); links and text are shade 4 on the dark surfaces; outlines shade 2; a light button writes
 *   shade 0 on shade 9 darkened by half.
 */

import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHex, relativeLuminance } from '@izlog/contract/colour-contrast';
import {
  getCSSColorVariables,
  type MantineColorScheme,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  virtualColor,
} from '@mantine/core';
import type { CSSProperties } from 'react';

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

const WHITE = '#ffffff';
/** Mantine's dark body (dark-7) and its raised surfaces (dark-6: inputs, cards; dark-5: hovered items). */
export const DARK_BODY = '#242424';
export const DARK_SURFACES = ['#242424', '#2e2e2e', '#3b3b3b'] as const;

const hexOf = (rgb: readonly number[]): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * Every shade of a picked colour lies on one line from white through the colour to black (0 → 0.5 → 1): tints
 * are the colour mixed with white, deeper shades the colour mixed with black, so the hue stays. Luminance falls
 * along the line, and every contrast rule here depends on luminance alone: each is a point on the line.
 */
type TShadeLine = (position: number) => string;

function shadeLineOf(picked: string): TShadeLine {
  // brandPalettesOf and IZLOG_GREEN hand only #rrggbb here.
  const colour = parseHex(picked) ?? [0, 0, 0];
  return (position) => {
    const towardsWhite = position < 0.5;
    const share = towardsWhite ? 1 - position * 2 : (position - 0.5) * 2;
    const end = towardsWhite ? 255 : 0;
    return hexOf(colour.map((channel) => channel + (end - channel) * share));
  };
}

/** The position where a rule that holds at one end of the line stops holding (bisection; the rule is monotonic). */
function edgeOf(line: TShadeLine, holds: (hex: string) => boolean, holdsTowardsBlack: boolean): string {
  let [light, dark] = [0, 1];
  for (let step = 0; step < 24; step += 1) {
    const middle = (light + dark) / 2;
    const isDarkSide = holds(line(middle)) === holdsTowardsBlack;
    if (isDarkSide) dark = middle;
    else light = middle;
  }
  return line(holdsTowardsBlack ? dark : light);
}

/** The lightest shade that meets a rule holding for darker ones (white text on it). */
const lightestWhere = (line: TShadeLine, holds: (hex: string) => boolean) => edgeOf(line, holds, true);
/** The darkest shade that meets a rule holding for lighter ones (it as text on a dark surface). */
const darkestWhere = (line: TShadeLine, holds: (hex: string) => boolean) => edgeOf(line, holds, false);
/** The shade of a given luminance (decorative shades: backgrounds, borders, the deep end). */
const shadeWithLuminance = (line: TShadeLine, luminance: number) =>
  lightestWhere(line, (hex) => relativeLuminance(hex) <= luminance);

const whiteTextReads = (hex: string) => contrastRatio(WHITE, hex) >= AA_TEXT;
const readsOnDarkSurfaces = (hex: string) => DARK_SURFACES.every((surface) => contrastRatio(hex, surface) >= AA_TEXT);
const standsOutOnDarkBody = (hex: string) => contrastRatio(hex, DARK_BODY) >= AA_NON_TEXT;

const tuple = (shades: string[]) => shades as unknown as MantineColorsTuple;

/** Light scheme: tints 0–5, the picked colour at 6 (darkened until white reads on it), deeper 7–9. */
function lightPaletteOf(picked: string): MantineColorsTuple {
  const line = shadeLineOf(picked);
  const used = whiteTextReads(picked) ? picked : lightestWhere(line, whiteTextReads);
  const usedLuminance = relativeLuminance(used);
  const tints = [0.9, 0.78, 0.64, 0.5, 0.38, 0.27].map((luminance) =>
    shadeWithLuminance(line, Math.max(luminance, usedLuminance)),
  );
  const deep = [0.7, 0.5, 0.32].map((share) => shadeWithLuminance(line, usedLuminance * share));
  return tuple([...tints, used, ...deep]);
}

/**
 * Dark scheme: shade 6 between "white reads on it" and "it stands out from the dark body" (the picked colour when it
 * is already there), shade 4 light enough to read as text on every dark surface, the rest by luminance around them.
 */
function darkPaletteOf(picked: string): MantineColorsTuple {
  const line = shadeLineOf(picked);
  let filled = picked;
  if (!standsOutOnDarkBody(filled)) filled = darkestWhere(line, standsOutOnDarkBody);
  if (!whiteTextReads(filled)) filled = lightestWhere(line, whiteTextReads);
  const text = darkestWhere(line, readsOnDarkSurfaces);
  const [filledLuminance, textLuminance] = [relativeLuminance(filled), relativeLuminance(text)];
  const lighter = [0.88, 0.76, 0.62, 0.5].map((luminance) =>
    shadeWithLuminance(line, Math.max(luminance, textLuminance)),
  );
  const between = shadeWithLuminance(line, (filledLuminance + textLuminance) / 2);
  // Shade 9 darkened by half is a light button's background: deep enough for its text, light enough to show its hue.
  const deep = [0.14, 0.12, 0.1].map((luminance) => shadeWithLuminance(line, Math.min(luminance, filledLuminance)));
  return tuple([...lighter, text, between, filled, ...deep]);
}

type TBrandPalettes = { light: MantineColorsTuple; dark: MantineColorsTuple };

/** The site's two palettes; null (no colour chosen) keeps Izlog's green, shaded for the dark scheme the same way. */
export function brandPalettesOf(brandColor: string | null | undefined): TBrandPalettes {
  if (!brandColor || !parseHex(brandColor)) {
    return { light: IZLOG_GREEN, dark: darkPaletteOf(IZLOG_GREEN[6]) };
  }
  const hex = brandColor.toLowerCase();
  return { light: lightPaletteOf(hex), dark: darkPaletteOf(hex) };
}

/** The Mantine name of the site's colour: a virtual colour, its light or dark palette as the scheme asks. */
const BRAND_COLOR_NAME = 'brand';

/** What the site merges over the app's theme: its colour as Mantine's primary colour, per scheme. */
export function brandThemeOverride(brandColor: string | null | undefined): MantineThemeOverride {
  const palettes = brandPalettesOf(brandColor);
  return {
    colors: {
      brandLight: palettes.light,
      brandDark: palettes.dark,
      [BRAND_COLOR_NAME]: virtualColor({ name: BRAND_COLOR_NAME, light: 'brandLight', dark: 'brandDark' }),
    },
    primaryColor: BRAND_COLOR_NAME,
  };
}

/**
 * The brand colour's CSS variables for one part of the page (the site management modal's live preview shows a colour
 * before it is saved): Mantine's variables of the brand and of the primary colour, as the scheme in use sets them.
 */
export function brandCssVariables(
  brandColor: string | null | undefined,
  scheme: Exclude<MantineColorScheme, 'auto'>,
): CSSProperties {
  const palette = brandPalettesOf(brandColor)[scheme];
  const theme = { colors: { palette }, primaryShade: { light: 6, dark: 6 } } as unknown as MantineTheme;
  const brand = getCSSColorVariables({ theme, color: 'palette', colorScheme: scheme, name: BRAND_COLOR_NAME });
  const primary = Object.fromEntries(
    Object.keys(brand).map((name) => [
      name.replace(`--mantine-color-${BRAND_COLOR_NAME}-`, '--mantine-primary-color-'),
      brand[name],
    ]),
  );
  return {
    ...brand,
    ...primary,
    '--mantine-color-anchor': scheme === 'light' ? palette[6] : palette[4],
  } as CSSProperties;
}
