/**
 * Uploaded pictures (DESIGN §5): the type is read from the bytes, never from the name; every accepted picture is
 * decoded and re-encoded, so what we serve is an image we made, not the bytes we were sent.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fieldError } from '../http/errors';
import type { TUploadedFile } from '../http/form-body';
import type { FileStorage } from '../storage/storage';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_PIXELS = 40_000_000;

/** SPEC §5 photo advice: 1:1 for logos (100×100), kept larger too for sharp screens. */
export const LOGO_SIZES = [100, 400] as const;

export type TStoredImage = { url: string; sizes: Record<string, string> };

export class ImageService {
  constructor(private readonly storage: FileStorage) {}

  /** Rejects anything that does not decode as a picture of an accepted format: 422 "Format of your photo is not valid". */
  async assertImage(file: TUploadedFile, field: string): Promise<void> {
    try {
      const meta = await sharp(file.data, { limitInputPixels: MAX_PIXELS }).metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error('format');
      // Decoding the whole picture catches truncated files that a header alone would pass.
      await sharp(file.data, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).stats();
    } catch {
      throw fieldError(field, 'photo_format_invalid');
    }
  }

  /** Stores a square logo in the advised sizes as WebP; answers the URL of the main size. */
  async storeLogo(licenceId: number, file: TUploadedFile, field: string): Promise<TStoredImage> {
    await this.assertImage(file, field);
    const id = randomUUID();
    const sizes: Record<string, string> = {};
    for (const size of LOGO_SIZES) {
      const data = await sharp(file.data, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(size, size, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
      const key = `${licenceId}/logos/${id}-${size}.webp`;
      await this.storage.put(key, data);
      sizes[`${size}x${size}`] = `/media/${key}`;
    }
    return { url: sizes['400x400'] ?? '', sizes };
  }
}
