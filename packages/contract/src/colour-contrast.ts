/**
 * WCAG 2.2 colour contrast, one implementation for the server (the app icon's letter colour) and the web app (the
 * brand colour's palettes), so both judge "this reads" the same way. The sRGB threshold is 0.04045, the value of
 * the sRGB standard (WCAG's older 0.03928 differs only below 1/255 and never changes a ratio we test).
 */

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

/** #rrggbb as [r, g, b] in 0–255; null for anything else. */
export function parseHex(hex: string): [number, number, number] | null {
  const digits = HEX_COLOUR.exec(hex)?.[1];
  if (!digits) return null;
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of #rrggbb, 0 (black) to 1 (white). A string that is not #rrggbb throws: a caller's bug. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = rgb.map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, 1 to 21, whichever order they come in. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA: normal text needs 4.5:1, large text and user-interface parts (outlines, focus rings, icons) 3:1. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
