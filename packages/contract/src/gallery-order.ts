/**
 * The order of a content's gallery on the wire (decision 0014). Pictures and videos arrive in separate fields
 * (`gallery`, `new_gallery` files, `stock_gallery` locations, `video_gallery` links, `old_gallery` kept ids), so
 * their order across fields is lost; `gallery_order` restores it: one token per entry, first shown first, each
 * naming an entry by its field and index (`gallery:0`, `stock_gallery:1`, `video_gallery:0`) or a kept entry by id
 * (`old:12`). Entries it does not name keep their places after the named ones; without it, kept entries stay as
 * they were and new ones follow in field order.
 */
import { z } from 'zod';

export const GALLERY_ORDER_SOURCES = ['old', 'gallery', 'new_gallery', 'stock_gallery', 'video_gallery'] as const;
export type TGalleryOrderSource = (typeof GALLERY_ORDER_SOURCES)[number];
export type TGalleryOrderToken = { source: TGalleryOrderSource; index: number };

const TOKEN = new RegExp(`^(${GALLERY_ORDER_SOURCES.join('|')}):(\\d{1,10})$`);

export function galleryOrderToken(source: TGalleryOrderSource, index: number): string {
  return `${source}:${index}`;
}

/** The field and index (or kept id, for `old`) a token names; null for anything else. */
export function parseGalleryOrderToken(token: string): TGalleryOrderToken | null {
  const match = TOKEN.exec(token.trim());
  if (!match) return null;
  return { source: match[1] as TGalleryOrderSource, index: Number(match[2]) };
}

/** `gallery_order`: tokens as repeated keys, `key[]` or comma-joined; absent stays undefined. */
export const zGalleryOrder = (max: number) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      return (Array.isArray(value) ? value : [value])
        .flatMap((part) => String(part).split(','))
        .map((part) => part.trim())
        .filter(Boolean);
    },
    z
      .array(z.string().regex(TOKEN, { error: 'gallery_order_invalid' }))
      .max(max)
      .optional(),
  );
