/** Facts every theme reads off a content the same way: its pictures in gallery order, the name its author goes by. */
import type { TContent } from '@izlog/contract/contents';
import type { TGalleryPicture } from '../classic/product-gallery';

/** The main picture first, then the gallery in its order. */
export function galleryPictures(content: TContent): TGalleryPicture[] {
  const gallery = [...content.gallery]
    .sort((a, b) => a.position - b.position)
    .map((picture) => ({ key: `g${picture.id}`, url: picture.url, sizes: picture.sizes }));
  return content.image ? [{ key: 'main', url: content.image, sizes: content.image_sizes }, ...gallery] : gallery;
}

export const authorName = (author: TContent['author']) => author.company_name || author.username;
