/**
 * The one place that draws a site's app icon (issue 16): the web app's manifest icons and the native Android build's
 * launcher icons come from here, so a site looks the same on a home screen whichever way it was installed. A usable
 * logo (square, at least APP_ICON_MIN_SIZE) is drawn on the brand colour; anything else gets a monogram, so an app
 * always has an icon.
 */
import { appIconProblemOf, type TAppIconProblem } from '@izlog/contract/app-builds';
import { AA_NON_TEXT, contrastRatio, parseHex } from '@izlog/contract/colour-contrast';
import sharp from 'sharp';
import { escapeXml } from '../text/plain-text';

/** Izlog's green: the colour of a site that chose none (licences.brand_color null). */
export const DEFAULT_BRAND_COLOR = '#0b7a57';

/**
 * A maskable icon may be cut to any shape that keeps the centred circle of 80% of its side (W3C "safe zone"); a logo
 * drawn as the square inscribed in that circle is never clipped.
 */
const MASKABLE_SAFE_DIAMETER = 0.8;
const MASKABLE_LOGO_SHARE = MASKABLE_SAFE_DIAMETER / Math.SQRT2;
/** A little air around a logo on an ordinary ("any") icon, so its edge does not touch the launcher's corners. */
const ANY_LOGO_SHARE = 0.88;
/** A logo larger than any icon we draw is only decoded, never trusted to be small. */
const MAX_SOURCE_PIXELS = 40_000_000;

export type TAppIconSourceProblem = TAppIconProblem | 'app_icon_missing';

export type TDrawAppIcon = {
  /** The logo's bytes (any format sharp reads); null or unusable → a monogram. */
  logo: Buffer | null;
  /** The site's name: its first letter is the monogram. */
  siteName: string;
  /** #rrggbb; null → DEFAULT_BRAND_COLOR. */
  brandColor: string | null;
  /** Side of the square icon in pixels. */
  size: number;
  /** Drawn for `purpose: maskable`: the content stays inside the safe zone, the background fills the square. */
  maskable: boolean;
};

/** The brand colour to draw with: a valid #rrggbb, or Izlog's green. */
export function appIconColorOf(brandColor: string | null | undefined): string {
  return brandColor && parseHex(brandColor) ? brandColor.toLowerCase() : DEFAULT_BRAND_COLOR;
}

/**
 * White on the brand colour; a near-black letter only when the colour is so light that white would not read. The
 * letter is large text, so 3:1 (WCAG AA for large text) is the bar.
 */
export function monogramInkOf(background: string): string {
  return contrastRatio('#ffffff', background) >= AA_NON_TEXT ? '#ffffff' : '#1a1a1a';
}

/** The monogram's letter: the first letter (or digit) of the site's name, upper-cased; Latin and Cyrillic alike. */
export function monogramLetterOf(siteName: string): string {
  const letter = /[\p{L}\p{N}]/u.exec(siteName.normalize('NFC'))?.[0];
  return letter ? letter.toLocaleUpperCase('sr') : '';
}

/**
 * Why `logo` cannot be drawn as an app icon, or null when it can: no logo (or bytes that do not decode) is
 * `app_icon_missing`; otherwise the contract's rule on the picture's real pixel size (after its EXIF rotation).
 */
export async function appIconSourceProblem(logo: Buffer | null): Promise<TAppIconSourceProblem | null> {
  if (!logo || logo.length === 0) return 'app_icon_missing';
  try {
    const meta = await sharp(logo, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
    if (!meta.width || !meta.height) return 'app_icon_missing';
    const turned = (meta.orientation ?? 1) >= 5;
    return appIconProblemOf(turned ? { width: meta.height, height: meta.width } : meta);
  } catch {
    return 'app_icon_missing';
  }
}

/** The monogram as SVG (sharp rasterizes it with librsvg; DejaVu Sans and the usual sans fonts carry Cyrillic). */
export function monogramSvg(siteName: string, background: string, size: number, maskable: boolean): string {
  const letter = escapeXml(monogramLetterOf(siteName));
  const fontSize = Math.round(size * (maskable ? 0.4 : 0.56));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    letter
      ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="${monogramInkOf(background)}" font-size="${fontSize}" font-weight="700" font-family="DejaVu Sans, Noto Sans, Liberation Sans, Arial, Helvetica, sans-serif">${letter}</text>`
      : '',
    '</svg>',
  ].join('');
}

async function drawLogo(logo: Buffer, background: string, size: number, maskable: boolean): Promise<Buffer> {
  const inner = Math.round(size * (maskable ? MASKABLE_LOGO_SHARE : ANY_LOGO_SHARE));
  const scaled = await sharp(logo, { limitInputPixels: MAX_SOURCE_PIXELS })
    .rotate()
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const offset = Math.floor((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: scaled, left: offset, top: offset }])
    .png()
    .toBuffer();
}

/**
 * A square PNG of `size` pixels: the logo scaled onto the brand colour (inside the safe zone when `maskable`), or —
 * when there is no logo, or it is too small or not square for an app icon — the site's first letter on the brand
 * colour. Never throws for a bad logo: an app must install whatever its site uploaded.
 */
export async function drawAppIcon({ logo, siteName, brandColor, size, maskable }: TDrawAppIcon): Promise<Buffer> {
  const background = appIconColorOf(brandColor);
  if ((await appIconSourceProblem(logo)) === null && logo) {
    try {
      return await drawLogo(logo, background, size, maskable);
    } catch {
      // A logo that decodes in its header but not in full is drawn as a monogram below.
    }
  }
  return sharp(Buffer.from(monogramSvg(siteName, background, size, maskable)))
    .resize(size, size)
    .png()
    .toBuffer();
}
