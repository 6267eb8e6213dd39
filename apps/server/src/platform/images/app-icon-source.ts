/**
 * What a site's app icons are drawn from (issue 16). The logo a site shows is a 400×400 crop (IMAGE_KINDS.logo), too
 * small for a 512 px app icon and square whatever was uploaded; so beside it the upload itself is kept as the app
 * icon's source: rotated, re-encoded as PNG (never the sent bytes), at most APP_ICON_SOURCE_MAX_SIZE and never
 * enlarged, so its real pixel size still says whether it makes a good icon (appIconSourceProblem).
 */
import type { Sharp } from 'sharp';
import type { FileStorage } from '../storage/storage';

export const APP_ICON_SOURCE_MAX_SIZE = 1024;
/** A stored logo variant: `/media/<owner>/logo/<uuid>-<w>x<h>.webp`. */
const LOGO_VARIANT = /^\/media\/(\d+\/logo\/[0-9a-f-]{36})-\d+x\d+\.webp$/;

/** The storage key of the app icon source stored beside a logo variant, or null for any other address. */
export function appIconSourceKeyOf(logoUrl: string): string | null {
  const match = LOGO_VARIANT.exec(logoUrl);
  return match ? `${match[1]}-app-icon.png` : null;
}

/**
 * The upload as it is kept for app icons: upright, PNG, no larger than APP_ICON_SOURCE_MAX_SIZE on its longer side;
 * drawn from the ImageService's one decode of the upload, already upright.
 */
export function appIconSourceOf(upright: Sharp): Promise<Buffer> {
  return upright
    .resize(APP_ICON_SOURCE_MAX_SIZE, APP_ICON_SOURCE_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/**
 * The bytes to draw a licence's app icons from: the kept source of its logo; for a logo stored before sources were
 * kept, the logo variant itself (400 px: drawn as a monogram until the logo is uploaded again); null without a logo.
 * Only our own storage is read: a logo address elsewhere is never fetched.
 */
export async function readAppIconSource(storage: FileStorage, icon: string | null | undefined): Promise<Buffer | null> {
  if (!icon) return null;
  const sourceKey = appIconSourceKeyOf(icon);
  const source = sourceKey ? await storage.read(sourceKey) : null;
  if (source) return source;
  return icon.startsWith('/media/') ? storage.read(icon.slice('/media/'.length)) : null;
}
