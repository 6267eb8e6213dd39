/**
 * The logo of an order (SPEC §3 Licence `icon`, "stock or base64"): a PNG or JPEG file, the same as a base64 data URL
 * (the wizard keeps it in its local draft), or a stock photo's download location. It is checked from its bytes and
 * stored as the logo's variants under the platform (no licence exists yet); provisioning records it as the new
 * licence's media.
 *
 * The logo is also the app's icon (the one logo rule, contract app-builds.ts): a picture whose shorter side is below
 * APP_ICON_MIN_SIZE is refused here, and its centred square is what is kept, so the build never refuses what the order
 * took.
 */
import { APP_ICON_MIN_SIZE, isLargeEnoughForAppIcon } from '@izlog/contract/app-builds';
import sharp from 'sharp';
import type { TAppDeps } from '../../../platform/deps';
import { fieldError } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TStoredImage } from '../../../platform/images/images';
import type { TImagePayer } from '../../../platform/images/pixel-budget';

/** Where pictures of the platform itself are stored (no licence has id 0). */
export const PLATFORM_MEDIA_OWNER = 0;

export type TOrderIconInput = TUploadedFile | string | undefined;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const DATA_URL = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i;

const isPngOrJpeg = (data: Buffer) =>
  data.subarray(0, PNG.length).equals(PNG) || data.subarray(0, JPEG.length).equals(JPEG);

async function iconBytes(deps: TAppDeps, input: TUploadedFile | string): Promise<Buffer> {
  if (typeof input !== 'string') {
    if (!isPngOrJpeg(input.data)) throw fieldError('icon', 'order_icon_invalid');
    return input.data;
  }
  const value = input.trim();
  if (value.startsWith('data:')) {
    const match = DATA_URL.exec(value);
    const data = match ? Buffer.from(match[1]!.replace(/\s/g, ''), 'base64') : undefined;
    if (!data || data.length > deps.config.UPLOAD_MAX_MB * 1024 * 1024 || !isPngOrJpeg(data)) {
      throw fieldError('icon', 'order_icon_invalid');
    }
    return data;
  }
  if (value.length > 2000) throw fieldError('icon', 'stock_photo_invalid');
  const data = await deps.stockPhotos.download(value);
  if (!data) throw fieldError('icon', 'stock_photo_invalid');
  return data;
}

/** A picture larger than any logo is only decoded, never trusted to be small. */
const MAX_LOGO_PIXELS = 40_000_000;
/** The kept square is never larger than the app icon source (platform/images/app-icon-source.ts). */
const KEPT_SQUARE_MAX = 1024;

/** The centred square of the upright picture, as PNG; refused when its shorter side is below the app icon's size. */
async function centredSquareOf(data: Buffer): Promise<Buffer> {
  const meta = await sharp(data, { limitInputPixels: MAX_LOGO_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw fieldError('icon', 'order_icon_invalid');
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  if (!isLargeEnoughForAppIcon({ width, height })) {
    throw fieldError('icon', 'order_icon_too_small', { size: APP_ICON_MIN_SIZE });
  }
  const side = Math.min(width, height);
  const kept = Math.min(side, KEPT_SQUARE_MAX);
  return sharp(data, { limitInputPixels: MAX_LOGO_PIXELS })
    .rotate()
    .extract({ left: Math.floor((width - side) / 2), top: Math.floor((height - side) / 2), width: side, height: side })
    .resize(kept, kept)
    .png()
    .toBuffer()
    .catch(() => {
      throw fieldError('icon', 'order_icon_invalid');
    });
}

/** Stores the order's logo; nothing sent → null (the logo is optional on the order, the site settings ask later). */
export async function storeOrderIcon(
  deps: TAppDeps,
  input: TOrderIconInput,
  payer: TImagePayer,
): Promise<TStoredImage | null> {
  if (input === undefined || (typeof input === 'string' && !input.trim())) return null;
  const data = await centredSquareOf(await iconBytes(deps, input));
  return deps.images.storeVariants(PLATFORM_MEDIA_OWNER, data, 'icon', 'logo', payer);
}
