/** Facts every theme reads off a content the same way: its pictures in gallery order, the name its author goes by. */
import type { TContent } from '@izlog/contract/contents';
import { i18n } from '@/lib/i18n';
import type { TGalleryPicture } from './product-gallery';

/** The main picture first, then the gallery in its order. */
export function galleryPictures(content: TContent): TGalleryPicture[] {
  const gallery = [...content.gallery]
    .sort((a, b) => a.position - b.position)
    .map((picture) => ({ key: `g${picture.id}`, url: picture.url, sizes: picture.sizes }));
  return content.image ? [{ key: 'main', url: content.image, sizes: content.image_sizes }, ...gallery] : gallery;
}

/**
 * The name an author goes by: the server's shown name (a company's name, a chosen username, else name and surname;
 * never a login e-mail, decision 0045), or a word for an author with none of these.
 */
export const authorName = (author: Pick<TContent['author'], 'company_name' | 'username'>) =>
  author.company_name || author.username || i18n.t('catalogue.unnamedAuthor');
