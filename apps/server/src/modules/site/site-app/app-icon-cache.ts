/**
 * The drawn app icons, kept in memory (issue 16): an icon is drawn once per licence, logo, colour and name (the key
 * carries appIconVersionOf), never per request; the least recently used go first when the bound is reached. A second
 * request while an icon is being drawn waits for the same drawing. A logo that cannot be read (the storage fails) is
 * drawn as the monogram, as an unusable logo is: an app must install whatever its site uploaded, never get a 500.
 */
import { APP_ICON_SIZES, APPLE_TOUCH_ICON_SIZE, MASKABLE_ICON_SIZES } from '@izlog/contract/site-app';
import { drawAppIcon } from '../../../platform/images/app-icon';
import { readAppIconSource } from '../../../platform/images/app-icon-source';
import { appIconVersionOf } from '../../../platform/spa/site-app-head';
import type { FileStorage } from '../../../platform/storage/storage';
import { siteTitleOf, type TLicence } from '../../../platform/tenancy/licence-resolver';

/** About 8 KB to 60 KB an icon: room for every icon of a few hundred sites. */
const MAX_BYTES = 32 * 1024 * 1024;

export type TAppIconLicence = Pick<TLicence, 'id' | 'icon' | 'brandColor' | 'siteName' | 'titleOfApp'>;
export type TAppIconFile = { size: number; maskable: boolean };

/** The icon a file name asks for, or null when the server draws no such icon. */
export function appIconFileOf(file: string): TAppIconFile | null {
  const match = /^(maskable-)?([1-9]\d{1,3})\.png$/.exec(file);
  if (!match) return null;
  const size = Number(match[2]);
  const maskable = Boolean(match[1]);
  const sizes: readonly number[] = maskable ? MASKABLE_ICON_SIZES : [...APP_ICON_SIZES, APPLE_TOUCH_ICON_SIZE];
  return sizes.includes(size) ? { size, maskable } : null;
}

export class AppIconCache {
  private readonly icons = new Map<string, Promise<Buffer>>();
  private readonly sizes = new Map<string, number>();
  private heldBytes = 0;
  /** How many icons were drawn (not served from memory): what the tests count. */
  drawn = 0;

  constructor(
    private readonly storage: FileStorage,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  get(licence: TAppIconLicence, { size, maskable }: TAppIconFile): Promise<Buffer> {
    const key = `${licence.id}:${appIconVersionOf(licence)}:${maskable ? 'maskable-' : ''}${size}`;
    const cached = this.icons.get(key);
    if (cached) {
      // Map keeps insertion order: taking it out and back in makes it the most recently used.
      this.icons.delete(key);
      this.icons.set(key, cached);
      return cached;
    }
    const drawing = this.draw(licence, size, maskable);
    this.icons.set(key, drawing);
    drawing.then(
      (png) => this.account(key, png.length),
      () => this.icons.delete(key),
    );
    return drawing;
  }

  private async draw(licence: TAppIconLicence, size: number, maskable: boolean): Promise<Buffer> {
    this.drawn++;
    const logo = await readAppIconSource(this.storage, licence.icon).catch(() => null);
    return drawAppIcon({ logo, siteName: siteTitleOf(licence), brandColor: licence.brandColor, size, maskable });
  }

  private account(key: string, bytes: number): void {
    if (!this.icons.has(key)) return;
    this.sizes.set(key, bytes);
    this.heldBytes += bytes;
    for (const oldest of this.icons.keys()) {
      if (this.heldBytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.icons.delete(key);
    this.heldBytes -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }
}
