/**
 * The value of a gallery field and how it travels (decision 0014). Kept entries are named in `old_gallery` (on
 * update; none kept is one empty entry), new files go in `gallery` (create) or `new_gallery` (update), stock photos
 * in `stock_gallery`, video links in `video_gallery`, and `gallery_order` gives the order of all of them.
 */
import type { TContent } from '@izlog/contract/contents';
import { galleryOrderToken } from '@izlog/contract/gallery-order';

export type TGalleryItem =
  | { key: string; kind: 'existingImage'; id: number; url: string; name: string }
  | { key: string; kind: 'existingVideo'; id: number; url: string; provider: string; name: string }
  | { key: string; kind: 'file'; file: File; previewUrl: string; name: string }
  | { key: string; kind: 'stock'; location: string; previewUrl: string; name: string }
  | { key: string; kind: 'video'; url: string; provider: string; name: string };

type TGalleryMode = 'create' | 'update';

let lastKey = 0;
/** A key that stays with an item while it moves (dnd-kit and React both need one). */
export const newGalleryKey = () => `gallery-${++lastKey}`;

export const isVideoItem = (item: TGalleryItem) => item.kind === 'existingVideo' || item.kind === 'video';

/** The picture to show for an item; null for videos. */
export function galleryItemPreview(item: TGalleryItem): string | null {
  switch (item.kind) {
    case 'existingImage':
      return item.url;
    case 'file':
    case 'stock':
      return item.previewUrl;
    default:
      return null;
  }
}

/**
 * A stored content's gallery as the field's value, pictures and videos together in their order; `nameOf` names
 * each entry ("Photo 2", "Video 3") by its place when the form opens, and the name stays with it.
 */
export function galleryFromContent(
  content: Pick<TContent, 'gallery' | 'video_gallery'>,
  nameOf: (kind: 'picture' | 'video', number: number, provider?: string) => string,
): TGalleryItem[] {
  const entries = [
    ...content.gallery.map((image) => ({ position: image.position, image, video: null })),
    ...content.video_gallery.map((video) => ({ position: video.position, image: null, video })),
  ].sort((a, b) => a.position - b.position);
  return entries.map(({ image, video }, index): TGalleryItem => {
    if (image) {
      return {
        key: newGalleryKey(),
        kind: 'existingImage',
        id: image.id,
        url: image.url,
        name: nameOf('picture', index + 1),
      };
    }
    const stored = video!;
    return {
      key: newGalleryKey(),
      kind: 'existingVideo',
      id: stored.id,
      url: stored.url,
      provider: stored.provider,
      name: nameOf('video', index + 1, stored.provider),
    };
  });
}

/** Adds the gallery to a multipart body the way the content calls read it. */
export function appendGalleryValue(formData: FormData, items: TGalleryItem[], mode: TGalleryMode): void {
  const fileField = mode === 'create' ? 'gallery' : 'new_gallery';
  const counts = { old: 0, file: 0, stock: 0, video: 0 };
  const order: string[] = [];
  for (const item of items) {
    switch (item.kind) {
      case 'existingImage':
      case 'existingVideo':
        formData.append(`old_gallery[${counts.old++}]`, String(item.id));
        order.push(galleryOrderToken('old', item.id));
        break;
      case 'file':
        formData.append(`${fileField}[${counts.file}]`, item.file, item.file.name);
        order.push(galleryOrderToken(fileField, counts.file++));
        break;
      case 'stock':
        formData.append(`stock_gallery[${counts.stock}]`, item.location);
        order.push(galleryOrderToken('stock_gallery', counts.stock++));
        break;
      case 'video':
        formData.append(`video_gallery[${counts.video}]`, item.url);
        order.push(galleryOrderToken('video_gallery', counts.video++));
        break;
    }
  }
  // SPEC §5's "one empty entry": on update, keeping nothing must be said, or the server keeps everything.
  if (mode === 'update' && counts.old === 0) formData.append('old_gallery[0]', '');
  for (const [index, token] of order.entries()) formData.append(`gallery_order[${index}]`, token);
}
