/**
 * Pictures and videos of a content (DESIGN §5): the main image as a file or a stock download location, gallery
 * files and stock pictures, YouTube/Vimeo links. On update `old_gallery` names the entries to keep (absent: keep
 * all) and everything sent is added after them — "keep these, add those"; `gallery_order` then sets the order of
 * the whole gallery (decision 0014).
 */
import { galleryOrderToken, parseGalleryOrderToken } from '@izlog/contract/gallery-order';
import { fieldError, type TFieldProblem } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import type { TPreparedImage, TStoredImage } from '../../../../platform/images/images';
import { imagePayerOf } from '../../../../platform/images/pixel-budget';
import type { TSignedInActor } from '../../../../platform/permissions/policy';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { prepareImageInput, saveImageInput } from '../../media/image-input';
import type { TContentForm } from '../writes/content-input';
import {
  appendGalleryEntries,
  dropGalleryEntriesExcept,
  findGalleryVideos,
  galleryPositions,
  setGalleryPosition,
} from './content-media.queries';

/** A stored gallery picture and the `gallery_order` token of the form entry it came from (`gallery:0`). */
export type TGalleryPicture = TStoredImage & { source: string };

export type TStoredPictures = {
  main: (TStoredImage & { stockLocation: string | null }) | null;
  gallery: TGalleryPicture[];
};

/**
 * Fetches, checks and decodes every picture (each once, into its variants in memory) before storing any, so a bad
 * gallery file or stock location leaves nothing behind; then stores the main image and the gallery as re-encoded
 * 3:2 variants.
 */
export async function storePictures(
  scope: TRequestScope,
  actor: TSignedInActor,
  form: TContentForm,
): Promise<TStoredPictures> {
  const galleryFiles = [
    ...(form.gallery ?? []).map((file, index) => ({ file, source: galleryOrderToken('gallery', index) })),
    ...(form.new_gallery ?? []).map((file, index) => ({ file, source: galleryOrderToken('new_gallery', index) })),
  ];
  const imageContext = {
    deps: scope.deps,
    licenceId: scope.licence.id,
    userId: actor.userId,
    payer: imagePayerOf(actor, scope.ip),
    db: scope.tenant,
  };
  const stockLocation = form.image ? null : (form.stock_image ?? null);
  const main = await prepareImageInput(imageContext, { file: form.image, stockLocation }, 'image', 'content');
  const prepared: { picture: TPreparedImage | null; source: string }[] = [];
  for (const [index, { file, source }] of galleryFiles.entries()) {
    prepared.push({ picture: await prepareImageInput(imageContext, { file }, `gallery.${index}`, 'content'), source });
  }
  for (const [index, location] of (form.stock_gallery ?? []).entries()) {
    const field = `stock_gallery.${index}`;
    const picture = await prepareImageInput(imageContext, { stockLocation: location }, field, 'content');
    prepared.push({ picture, source: galleryOrderToken('stock_gallery', index) });
  }

  const storedMain = main && (await saveImageInput(imageContext, main));
  const gallery: TGalleryPicture[] = [];
  for (const { picture, source } of prepared) {
    if (picture) gallery.push({ ...(await saveImageInput(imageContext, picture)), source });
  }
  return { main: storedMain ? { ...storedMain, stockLocation } : null, gallery };
}

export type TGalleryChange = {
  /** Ids of entries to keep; undefined keeps all. */
  keepIds?: number[];
  images: TGalleryPicture[];
  /** The form's `video_gallery`, normalized, index for index. */
  videoLinks: string[];
  /** `gallery_order` tokens; undefined keeps kept entries where they were and adds new ones after them. */
  order?: string[];
};

/** Applies a gallery change inside the content's transaction. */
export async function applyGallery(tdb: TenantDb, contentId: number, change: TGalleryChange): Promise<void> {
  if (change.keepIds !== undefined) await dropGalleryEntriesExcept(tdb, contentId, change.keepIds);
  // A link already in the gallery is not added twice (forms often send the whole list again).
  const existingVideos = await findGalleryVideos(tdb, contentId, change.videoLinks);
  const idOfVideo = new Map(existingVideos.map((video) => [video.url, video.id]));
  const videos = [...new Set(change.videoLinks)].filter((url) => !idOfVideo.has(url));
  const idOfSource = new Map<string, number>();

  const insertedIds = await appendGalleryEntries(tdb, contentId, [
    ...change.images.map((image) => ({ kind: 'image' as const, url: image.url, sizes: image.sizes })),
    ...videos.map((url) => ({ kind: 'video' as const, url, sizes: null })),
  ]);
  for (const [index, image] of change.images.entries()) idOfSource.set(image.source, insertedIds[index]!);
  for (const [index, url] of videos.entries()) idOfVideo.set(url, insertedIds[change.images.length + index]!);
  for (const [index, url] of change.videoLinks.entries()) {
    idOfSource.set(galleryOrderToken('video_gallery', index), idOfVideo.get(url)!);
  }
  if (change.order) await orderGallery(tdb, contentId, change.order, idOfSource);
}

/**
 * Renumbers the gallery: the entries `order` names first, in its order, then the rest as they were. A token that
 * names nothing of this gallery (an index past its field, an id not kept) is a 422 on `gallery_order`.
 */
async function orderGallery(
  tdb: TenantDb,
  contentId: number,
  order: string[],
  idOfSource: Map<string, number>,
): Promise<void> {
  const entries = await galleryPositions(tdb, contentId);
  const present = new Set(entries.map((entry) => entry.id));
  const named: number[] = [];
  for (const token of order) {
    const parsed = parseGalleryOrderToken(token);
    const id = parsed?.source === 'old' ? parsed.index : idOfSource.get(token);
    if (id === undefined || !present.has(id)) throw fieldError('gallery_order', 'gallery_order_invalid');
    if (!named.includes(id)) named.push(id);
  }
  const ordered = [...named, ...entries.map((entry) => entry.id).filter((id) => !named.includes(id))];
  const positionOf = new Map(entries.map((entry) => [entry.id, entry.position]));
  for (const [position, id] of ordered.entries()) {
    if (positionOf.get(id) !== position) await setGalleryPosition(tdb, id, position);
  }
}

/** Problems of `gallery_order` that need no database: a token of a field index that was not sent. */
export function galleryOrderProblems(form: TContentForm, isUpdate: boolean): TFieldProblem[] {
  const sizeOf = {
    old: Number.POSITIVE_INFINITY,
    gallery: form.gallery?.length ?? 0,
    new_gallery: form.new_gallery?.length ?? 0,
    stock_gallery: form.stock_gallery?.length ?? 0,
    video_gallery: form.video_gallery?.length ?? 0,
  };
  const isValid = (token: string) => {
    const parsed = parseGalleryOrderToken(token);
    if (!parsed) return false;
    if (parsed.source === 'old') return isUpdate;
    return parsed.index < sizeOf[parsed.source];
  };
  return (form.gallery_order ?? []).every(isValid) ? [] : [{ field: 'gallery_order', key: 'gallery_order_invalid' }];
}
