/**
 * Uploaded pictures (DESIGN §5): the type is read from the bytes, never from the name; every accepted picture is
 * decoded and re-encoded, so what we serve is an image we made, not the bytes we were sent.
 */
import { randomUUID } from 'node:crypto';
import type { IMAGE_KIND_NAMES } from '@izlog/contract/media';
import sharp from 'sharp';
import { fieldError } from '../http/errors';
import type { TUploadedFile } from '../http/form-body';
import type { FileStorage } from '../storage/storage';
import { appIconSourceKeyOf, encodeAppIconSource } from './app-icon-source';
import { carriesSmuggledContent } from './smuggled-content';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_PIXELS = 40_000_000;

/**
 * SPEC §5 photo advice, with responsive variants: 3:2 for content (300×200 up), 1:1 for logos (100×100 up),
 * 900×600 for the site image. The first size is the one `url` points to.
 */
export const IMAGE_KINDS = {
  content: [
    [900, 600],
    [300, 200],
    [600, 400],
    [1500, 1000],
  ],
  logo: [
    [400, 400],
    [100, 100],
  ],
  siteImage: [
    [900, 600],
    [1800, 1200],
  ],
} as const satisfies Record<(typeof IMAGE_KIND_NAMES)[number], readonly (readonly [number, number])[]>;
export type TImageKind = keyof typeof IMAGE_KINDS;

export type TStoredImage = { url: string; sizes: Record<string, string> };

export class ImageService {
  constructor(private readonly storage: FileStorage) {}

  /** Rejects anything that does not decode as a picture of an accepted format: 422 "Format of your photo is not valid". */
  assertImage(file: TUploadedFile, field: string): Promise<void> {
    return this.assertImageBytes(file.data, field);
  }

  /** The same check for bytes from elsewhere (a stock provider): a remote service is not trusted either. */
  async assertImageBytes(data: Buffer, field: string): Promise<void> {
    if (carriesSmuggledContent(data)) throw fieldError(field, 'photo_format_invalid');
    try {
      const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error('format');
      // Decoding the whole picture catches truncated files that a header alone would pass.
      await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).stats();
    } catch {
      throw fieldError(field, 'photo_format_invalid');
    }
  }

  /** Stores a picture cropped to the advised ratio of `kind`, in every variant size, as WebP. */
  async storeImage(licenceId: number, file: TUploadedFile, field: string, kind: TImageKind): Promise<TStoredImage> {
    await this.assertImage(file, field);
    return this.storeVariants(licenceId, file.data, kind);
  }

  /** Same as `storeImage` for bytes the server fetched itself (a stock photo), already known to be a picture. */
  async storeVariants(licenceId: number, data: Buffer, kind: TImageKind): Promise<TStoredImage> {
    const id = randomUUID();
    const sizes: Record<string, string> = {};
    for (const [width, height] of IMAGE_KINDS[kind]) {
      const variant = await sharp(data, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .webp({ quality: 80 })
        .toBuffer();
      const key = `${licenceId}/${kind}/${id}-${width}x${height}.webp`;
      await this.storage.put(key, variant);
      sizes[`${width}x${height}`] = `/media/${key}`;
    }
    const [width, height] = IMAGE_KINDS[kind][0];
    const url = sizes[`${width}x${height}`] ?? '';
    // A logo is also a site's app icon: its upload is kept beside it at its own size (app-icon-source.ts).
    const appIconSourceKey = kind === 'logo' ? appIconSourceKeyOf(url) : null;
    if (appIconSourceKey) await this.storage.put(appIconSourceKey, await encodeAppIconSource(data));
    return { url, sizes };
  }

  /** A square logo (1:1). */
  storeLogo(licenceId: number, file: TUploadedFile, field: string): Promise<TStoredImage> {
    return this.storeImage(licenceId, file, field, 'logo');
  }
}
