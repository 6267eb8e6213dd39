/**
 * Pictures and videos of a content (DESIGN §5): the main image as a file or a stock download location, gallery
 * files and stock pictures, YouTube/Vimeo links. On update `old_gallery` names the entries to keep (absent: keep
 * all) and everything sent is added after them — "keep these, add those".
 */
import { and, eq, inArray, max, notInArray, type SQL } from 'drizzle-orm';
import { contentMedia } from '../../db/schema';
import type { TStoredImage } from '../../platform/images/images';
import type { TSignedInActor } from '../../platform/permissions/policy';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { storeImageInput } from '../media/image-input';
import type { TContentContext } from './content-context';
import type { TContentForm } from './content-input';

export type TStoredPictures = {
  main: (TStoredImage & { stockLocation: string | null }) | null;
  gallery: TStoredImage[];
};

/**
 * Checks every uploaded file before storing any, so a bad gallery file leaves nothing behind; then stores the main
 * image and the gallery as re-encoded 3:2 variants.
 */
export async function storePictures(
  ctx: TContentContext,
  actor: TSignedInActor,
  form: TContentForm,
): Promise<TStoredPictures> {
  const galleryFiles = [...(form.gallery ?? []), ...(form.new_gallery ?? [])];
  if (form.image) await ctx.deps.images.assertImage(form.image, 'image');
  for (const [index, file] of galleryFiles.entries()) await ctx.deps.images.assertImage(file, `gallery.${index}`);

  const imageContext = { deps: ctx.deps, licenceId: ctx.licence.id, userId: actor.userId, db: ctx.tenant };
  const stockLocation = form.image ? null : (form.stock_image ?? null);
  const main = await storeImageInput(imageContext, { file: form.image, stockLocation }, 'image', 'content');
  const gallery: TStoredImage[] = [];
  for (const [index, file] of galleryFiles.entries()) {
    const stored = await storeImageInput(imageContext, { file }, `gallery.${index}`, 'content');
    if (stored) gallery.push(stored);
  }
  for (const [index, location] of (form.stock_gallery ?? []).entries()) {
    const stored = await storeImageInput(
      imageContext,
      { stockLocation: location },
      `stock_gallery.${index}`,
      'content',
    );
    if (stored) gallery.push(stored);
  }
  return { main: main ? { ...main, stockLocation } : null, gallery };
}

export type TGalleryChange = {
  /** Ids of entries to keep; undefined keeps all. */
  keepIds?: number[];
  images: TStoredImage[];
  videoLinks: string[];
};

/** Applies a gallery change inside the content's transaction. */
export async function applyGallery(tdb: TenantDb, contentId: number, change: TGalleryChange): Promise<void> {
  const ofContent = eq(contentMedia.contentId, contentId);
  if (change.keepIds !== undefined) {
    await tdb.delete(
      contentMedia,
      change.keepIds.length > 0 ? (and(ofContent, notInArray(contentMedia.id, change.keepIds)) as SQL) : ofContent,
    );
  }
  // A link already in the gallery is not added twice (forms often send the whole list again).
  const existingVideos =
    change.videoLinks.length > 0
      ? await tdb.selectFields(
          contentMedia,
          { url: contentMedia.url },
          and(ofContent, eq(contentMedia.kind, 'video'), inArray(contentMedia.url, change.videoLinks)),
        )
      : [];
  const known = new Set(existingVideos.map((video) => video.url));
  const videos = [...new Set(change.videoLinks)].filter((url) => !known.has(url));
  if (change.images.length === 0 && videos.length === 0) return;

  const [last] = await tdb.selectFields(
    contentMedia,
    { position: max(contentMedia.position).as('last_position') },
    ofContent,
  );
  let position = (last?.position ?? -1) + 1;
  await tdb.insert(contentMedia, [
    ...change.images.map((image) => ({
      contentId,
      kind: 'image',
      url: image.url,
      sizes: image.sizes,
      position: position++,
    })),
    ...videos.map((url) => ({ contentId, kind: 'video', url, sizes: null, position: position++ })),
  ]);
}
