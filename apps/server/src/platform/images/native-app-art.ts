/**
 * The native app's pictures beside its icon (issue 16), drawn like app-icon.ts draws the icon so a site looks the
 * same wherever its app shows: the splash (the logo on the brand colour, at any screen shape) and the foreground layer
 * of Android's adaptive icon (the logo alone on transparency; the launcher puts the brand colour behind it and cuts
 * the pair to its own shape). A missing or unusable logo is the site's first letter, as on the icon.
 */
import sharp, { type Color } from 'sharp';
import { escapeXml } from '../text/plain-text';
import { appIconColorOf, appIconSourceProblem, monogramInkOf, monogramLetterOf } from './app-icon';

const MAX_SOURCE_PIXELS = 40_000_000;
/**
 * An adaptive icon is 108 dp, the launcher shows the middle 72 dp and may cut it to a circle: a logo of 46% of the
 * side (about 50 dp) keeps its corners inside that circle on every launcher.
 */
export const ADAPTIVE_LOGO_SHARE = 0.46;
/** The logo's side on a splash, as a share of the screen's shorter side. */
const SPLASH_LOGO_SHARE = 0.36;

export type TNativeArtSource = { logo: Buffer | null; siteName: string; brandColor: string | null };

/** A square of `side` pixels: the usable logo fitted into it, or the site's letter in `ink`, on transparency. */
async function markOf(source: TNativeArtSource, side: number, ink: string): Promise<Buffer> {
  if (source.logo && (await appIconSourceProblem(source.logo)) === null) {
    try {
      return await sharp(source.logo, { limitInputPixels: MAX_SOURCE_PIXELS })
        .rotate()
        .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
    } catch {
      // Bytes that decode in their header but not in full: the letter below.
    }
  }
  const letter = escapeXml(monogramLetterOf(source.siteName));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${side} ${side}">${
    letter
      ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="${ink}" font-size="${Math.round(side * 0.8)}" font-weight="700" font-family="DejaVu Sans, Noto Sans, Liberation Sans, Arial, Helvetica, sans-serif">${letter}</text>`
      : ''
  }</svg>`;
  return sharp(Buffer.from(svg)).resize(side, side).png().toBuffer();
}

async function centred(mark: Buffer, markSide: number, width: number, height: number, background: Color) {
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: mark, left: Math.floor((width - markSide) / 2), top: Math.floor((height - markSide) / 2) }])
    .png()
    .toBuffer();
}

/** The splash of `width` × `height` pixels: the logo (or letter) in the middle of the brand colour. */
export async function drawSplash(source: TNativeArtSource & { width: number; height: number }): Promise<Buffer> {
  const background = appIconColorOf(source.brandColor);
  const side = Math.round(Math.min(source.width, source.height) * SPLASH_LOGO_SHARE);
  const mark = await markOf(source, side, monogramInkOf(background));
  return centred(mark, side, source.width, source.height, background);
}

/** The adaptive icon's foreground of `size` pixels: the logo (or letter) in its safe middle, on transparency. */
export async function drawAdaptiveIconForeground(source: TNativeArtSource & { size: number }): Promise<Buffer> {
  const background = appIconColorOf(source.brandColor);
  const side = Math.round(source.size * ADAPTIVE_LOGO_SHARE);
  const mark = await markOf(source, side, monogramInkOf(background));
  return centred(mark, side, source.size, source.size, { r: 0, g: 0, b: 0, alpha: 0 });
}

/** The icon cut to a circle (Android's ic_launcher_round): outside it transparent. */
export async function roundIconOf(square: Buffer, size: number): Promise<Buffer> {
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  return sharp(square)
    .resize(size, size)
    .ensureAlpha()
    .composite([{ input: circle, blend: 'dest-in' }])
    .png()
    .toBuffer();
}
