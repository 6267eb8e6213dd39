/** The picture of a category: an uploaded file or a stock photo (SPEC §5), stored as 3:2 content variants. */
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { storeFormPicture } from '../media/image-input';

export type TCategoryImage = { image: string; stockImage: string | null };

/** Stores the picture, or answers null when neither a file nor a stock location was sent (the image stays). */
export async function storeCategoryImage(
  scope: TRequestScope,
  file: TUploadedFile | undefined,
  stockLocation: string | undefined,
): Promise<TCategoryImage | null> {
  const stored = await storeFormPicture(scope, file, stockLocation);
  return stored && { image: stored.url, stockImage: stored.stockImage };
}
