/**
 * One image field of a form (SPEC §5: "image sent either as a file or as a stock-image download location"), stored
 * as re-encoded variants of its kind and recorded in `media_files`. Every module with an image field uses this.
 */
import type { TAppDeps } from '../../platform/deps';
import { fieldError } from '../../platform/http/errors';
import type { TUploadedFile } from '../../platform/http/form-body';
import type { TRequestScope } from '../../platform/http/request-scope';
import { IMAGE_KINDS, type TImageKind, type TStoredImage } from '../../platform/images/images';
import { TenantDb } from '../../platform/tenancy/tenant-db';
import { insertMediaFile } from './media-files.queries';

export type TImageInputContext = {
  deps: TAppDeps;
  licenceId: number;
  /** Who sent the picture, kept on the media row. */
  userId?: number;
  /** The caller's tenant handle (e.g. inside its transaction); a fresh one for `licenceId` otherwise. */
  db?: TenantDb;
};

export type TImageInput = { file?: TUploadedFile | null; stockLocation?: string | null };

const MAX_LOCATION_LENGTH = 2000;

/**
 * Stores the picture of `field`: a file wins over a stock location when both are sent (the upload is the more
 * deliberate choice). Neither → null, so optional image fields stay as they were. A bad file or an unknown stock
 * location → 422 on `field`; nothing is stored then.
 */
export async function storeImageInput(
  ctx: TImageInputContext,
  input: TImageInput,
  field: string,
  kind: TImageKind,
): Promise<TStoredImage | null> {
  const { deps, licenceId } = ctx;
  let stored: TStoredImage;
  if (input.file) {
    stored = await deps.images.storeImage(licenceId, input.file, field, kind);
  } else if (input.stockLocation?.trim()) {
    const location = input.stockLocation.trim();
    if (location.length > MAX_LOCATION_LENGTH) throw fieldError(field, 'stock_photo_invalid');
    const data = await deps.stockPhotos.download(location);
    if (!data) throw fieldError(field, 'stock_photo_invalid');
    await deps.images.assertImageBytes(data, field);
    stored = await deps.images.storeVariants(licenceId, data, kind);
  } else {
    return null;
  }
  await recordMediaFile(ctx, stored, kind);
  return stored;
}

async function recordMediaFile(ctx: TImageInputContext, stored: TStoredImage, kind: TImageKind): Promise<void> {
  const db = ctx.db ?? new TenantDb(ctx.deps.platformDb, ctx.licenceId);
  const [width, height] = IMAGE_KINDS[kind][0];
  await insertMediaFile(db, {
    purpose: kind,
    url: stored.url,
    sizes: stored.sizes,
    width,
    height,
    uploadedBy: ctx.userId ?? null,
  });
}

/**
 * A form's picture sent as a file or as a stock photo's location (SPEC §5), stored as 3:2 content variants for the
 * request's licence and user; null when neither was sent. A file wins over a stock location, so the location is kept
 * (`stockImage`) only when it made the picture.
 */
export async function storeFormPicture(
  scope: Pick<TRequestScope, 'deps' | 'tenant' | 'actor'>,
  file: TUploadedFile | undefined,
  stockLocation: string | undefined,
): Promise<(TStoredImage & { stockImage: string | null }) | null> {
  const stored = await storeImageInput(
    {
      deps: scope.deps,
      licenceId: scope.tenant.licenceId,
      userId: scope.actor.kind === 'user' ? scope.actor.userId : undefined,
      db: scope.tenant,
    },
    { file, stockLocation },
    file ? 'image' : 'stock_image',
    'content',
  );
  return stored && { ...stored, stockImage: file ? null : (stockLocation?.trim() ?? null) };
}
