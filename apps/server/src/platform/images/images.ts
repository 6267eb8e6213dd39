/**
 * Uploaded pictures (DESIGN §5): the type is read from the bytes, never from the name; every accepted picture is
 * decoded and re-encoded, so what we serve is an image we made, not the bytes we were sent.
 */
import { randomUUID } from 'node:crypto';
import type { IMAGE_KIND_NAMES } from '@izlog/contract/media';
import sharp, { type OutputInfo } from 'sharp';
import { fieldError } from '../http/errors';
import type { TUploadedFile } from '../http/form-body';
import type { FileStorage } from '../storage/storage';
import { APP_ICON_SOURCE_MAX_SIZE, appIconSourceKeyOf, appIconSourceOf } from './app-icon-source';
import { DecodeSlots } from './decode-slots';
import { PixelBudget, type TImagePayer } from './pixel-budget';
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

/** A picture checked and decoded, its variants encoded in memory: nothing is stored until `storePrepared`. */
export type TPreparedImage = {
  kind: TImageKind;
  variants: { size: string; data: Buffer }[];
  /** A logo's upload kept for app icons (app-icon-source.ts). */
  appIconSource: Buffer | null;
};

/** What bounds the work pictures cost (decision 0049); without it (unit tests) nothing is bounded. */
export type TImageWorkBounds = { budget?: PixelBudget; slots?: DecodeSlots };

/**
 * The one decode of a picture is shrunk at once to the smallest size every variant of its kind (and a logo's app icon
 * source) can be cut from without enlarging: a 40 MP upload becomes a few MP in memory, read line by line.
 */
const intermediateBoundOf = (kind: TImageKind): [number, number] => {
  const sizes = IMAGE_KINDS[kind];
  const iconSide = kind === 'logo' ? APP_ICON_SOURCE_MAX_SIZE : 0;
  return [
    Math.max(iconSide, ...sizes.map(([width]) => width)),
    Math.max(iconSide, ...sizes.map(([, height]) => height)),
  ];
};

export class ImageService {
  private readonly budget: PixelBudget;
  private readonly slots: DecodeSlots;

  constructor(
    private readonly storage: FileStorage,
    bounds: TImageWorkBounds = {},
  ) {
    this.budget = bounds.budget ?? new PixelBudget(0);
    this.slots = bounds.slots ?? new DecodeSlots(Number.POSITIVE_INFINITY);
  }

  /**
   * Checks, charges and decodes a picture once, making every variant of `kind` in memory. Anything that is not a
   * picture of an accepted format, or does not decode to its end, is 422 "Format of your photo is not valid" on
   * `field`; past the payer's budget (counted from the header, before decoding) 429 `too_many_images`.
   */
  async prepareImage(data: Buffer, field: string, kind: TImageKind, payer: TImagePayer): Promise<TPreparedImage> {
    const pixels = await this.headerPixels(data, field);
    this.budget.charge(payer, pixels);
    return this.slots.run(async () => {
      let upright: { data: Buffer; info: OutputInfo };
      try {
        const [width, height] = intermediateBoundOf(kind);
        // Decoding the whole picture (failOn truncated) catches truncated files that a header alone would pass.
        upright = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', sequentialRead: true })
          .rotate()
          .resize(width, height, { fit: 'outside', withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw fieldError(field, 'photo_format_invalid');
      }
      const decoded = () =>
        sharp(upright.data, {
          raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels },
        });
      const variants: TPreparedImage['variants'] = [];
      for (const [width, height] of IMAGE_KINDS[kind]) {
        const variant = await decoded()
          .resize(width, height, { fit: 'cover', position: 'attention' })
          .webp({ quality: 80 })
          .toBuffer();
        variants.push({ size: `${width}x${height}`, data: variant });
      }
      const appIconSource = kind === 'logo' ? await appIconSourceOf(decoded()) : null;
      return { kind, variants, appIconSource };
    });
  }

  /** Writes a prepared picture's variants under `ownerId` (a licence, or the platform's 0). */
  async storePrepared(ownerId: number, prepared: TPreparedImage): Promise<TStoredImage> {
    const id = randomUUID();
    const sizes: Record<string, string> = {};
    for (const { size, data } of prepared.variants) {
      const key = `${ownerId}/${prepared.kind}/${id}-${size}.webp`;
      await this.storage.put(key, data);
      sizes[size] = `/media/${key}`;
    }
    const [width, height] = IMAGE_KINDS[prepared.kind][0];
    const url = sizes[`${width}x${height}`] ?? '';
    // A logo is also a site's app icon: its upload is kept beside it at its own size (app-icon-source.ts).
    const appIconSourceKey = prepared.appIconSource ? appIconSourceKeyOf(url) : null;
    if (appIconSourceKey && prepared.appIconSource) await this.storage.put(appIconSourceKey, prepared.appIconSource);
    return { url, sizes };
  }

  /** Stores an uploaded picture cropped to the advised ratio of `kind`, in every variant size, as WebP. */
  async storeImage(
    licenceId: number,
    file: TUploadedFile,
    field: string,
    kind: TImageKind,
    payer: TImagePayer,
  ): Promise<TStoredImage> {
    return this.storePrepared(licenceId, await this.prepareImage(file.data, field, kind, payer));
  }

  /** The same for bytes from elsewhere (a stock provider): a remote service is not trusted either. */
  async storeVariants(
    licenceId: number,
    data: Buffer,
    field: string,
    kind: TImageKind,
    payer: TImagePayer,
  ): Promise<TStoredImage> {
    return this.storePrepared(licenceId, await this.prepareImage(data, field, kind, payer));
  }

  /** The picture's pixels by its header alone (no decoding), once the bytes are known to be an accepted picture. */
  private async headerPixels(data: Buffer, field: string): Promise<number> {
    if (carriesSmuggledContent(data)) throw fieldError(field, 'photo_format_invalid');
    try {
      const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new Error('format');
      if (meta.width * meta.height > MAX_PIXELS) throw new Error('too many pixels');
      return meta.width * meta.height;
    } catch {
      throw fieldError(field, 'photo_format_invalid');
    }
  }
}
