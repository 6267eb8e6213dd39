/** The picture of a category: an uploaded file or a stock photo (SPEC §5), stored as 3:2 content variants. */
import type { TUploadedFile } from '../../platform/http/form-body';
import type { TRequestScope } from '../../platform/http/request-scope';
import { storeImageInput } from '../media/image-input';

export type TCategoryImage = { image: string; stockImage: string | null };

/** Stores the picture, or answers null when neither a file nor a stock location was sent (the image stays). */
export async function storeCategoryImage(
  scope: TRequestScope,
  file: TUploadedFile | undefined,
  stockLocation: string | undefined,
): Promise<TCategoryImage | null> {
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
  if (!stored) return null;
  // A file wins over a stock location (image-input), so the location is kept only when it made the picture.
  return { image: stored.url, stockImage: file ? null : (stockLocation?.trim() ?? null) };
}
