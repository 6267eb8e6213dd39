/**
 * One image field of a form (SPEC §5: "image sent either as a file or as a stock-image download location"), stored
 * as re-encoded variants of its kind and recorded in `media_files`. Every module with an image field uses this.
 */
import type { TAppDeps } from '../../../platform/deps';
import { fieldError } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { IMAGE_KINDS, type TImageKind, type TPreparedImage, type TStoredImage } from '../../../platform/images/images';
import { imagePayerOf, type TImagePayer } from '../../../platform/images/pixel-budget';
import { TenantDb } from '../../../platform/tenancy/tenant-db';
import { insertMediaFile } from './media-files.queries';

export type TImageInputContext = {
  deps: TAppDeps;
  licenceId: number;
  /** Who sent the picture, kept on the media row. */
  userId?: number;
  /** Whose budget of decoded pixels the picture is counted against (`imagePayerOf`; null: the server's own). */
  payer: TImagePayer;
  /** The caller's tenant handle (e.g. inside its transaction); a fresh one for `licenceId` otherwise. */
  db?: TenantDb;
};

export type TImageInput = { file?: TUploadedFile | null; stockLocation?: string | null };

const MAX_LOCATION_LENGTH = 2000;

/**
 * Stores the picture of `field`: a file wins over a stock location when both are sent (the upload is the more
 * deliberate choice). Neither → null, so optional image fields stay as they were. A bad file or an unknown stock
 * location → 422 on `field`, past the payer's budget 429; nothing is stored then.
 */
export async function storeImageInput(
  ctx: TImageInputContext,
  input: TImageInput,
  field: string,
  kind: TImageKind,
): Promise<TStoredImage | null> {
  const prepared = await prepareImageInput(ctx, input, field, kind);
  return prepared && saveImageInput(ctx, prepared);
}

/**
 * The first half of `storeImageInput`: the picture fetched, checked and decoded once into its variants in memory,
 * nothing stored; a form with several pictures prepares them all before it saves any.
 */
export async function prepareImageInput(
  ctx: TImageInputContext,
  input: TImageInput,
  field: string,
  kind: TImageKind,
): Promise<TPreparedImage | null> {
  const { deps } = ctx;
  if (input.file) return deps.images.prepareImage(input.file.data, field, kind, ctx.payer);
  if (!input.stockLocation?.trim()) return null;
  const location = input.stockLocation.trim();
  if (location.length > MAX_LOCATION_LENGTH) throw fieldError(field, 'stock_photo_invalid');
  const data = await deps.stockPhotos.download(location);
  if (!data) throw fieldError(field, 'stock_photo_invalid');
  return deps.images.prepareImage(data, field, kind, ctx.payer);
}

/** The second half: the prepared picture's files written and recorded in `media_files`. */
export async function saveImageInput(ctx: TImageInputContext, prepared: TPreparedImage): Promise<TStoredImage> {
  const stored = await ctx.deps.images.storePrepared(ctx.licenceId, prepared);
  const db = ctx.db ?? new TenantDb(ctx.deps.platformDb, ctx.licenceId);
  const [width, height] = IMAGE_KINDS[prepared.kind][0];
  await insertMediaFile(db, {
    purpose: prepared.kind,
    url: stored.url,
    sizes: stored.sizes,
    width,
    height,
    uploadedBy: ctx.userId ?? null,
  });
  return stored;
}

/**
 * A form's picture sent as a file or as a stock photo's location (SPEC §5), stored as 3:2 content variants for the
 * request's licence and user; null when neither was sent. A file wins over a stock location, so the location is kept
 * (`stockImage`) only when it made the picture.
 */
export async function storeFormPicture(
  scope: Pick<TRequestScope, 'deps' | 'tenant' | 'actor' | 'ip'>,
  file: TUploadedFile | undefined,
  stockLocation: string | undefined,
): Promise<(TStoredImage & { stockImage: string | null }) | null> {
  const stored = await storeImageInput(
    {
      deps: scope.deps,
      licenceId: scope.tenant.licenceId,
      userId: scope.actor.kind === 'user' ? scope.actor.userId : undefined,
      payer: imagePayerOf(scope.actor, scope.ip),
      db: scope.tenant,
    },
    { file, stockLocation },
    file ? 'image' : 'stock_image',
    'content',
  );
  return stored && { ...stored, stockImage: file ? null : (stockLocation?.trim() ?? null) };
}
