/** A widget's cover photo: an uploaded file or a stock photo (SPEC §5), stored as 3:2 content variants. */
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { storeFormPicture } from '../media/image-input';
import type { TWidgetValues } from './widgets.queries';

export type TWidgetCover = Pick<TWidgetValues, 'image' | 'imageSizes' | 'stockImage'>;

/** Stores the cover, or answers null when neither a file nor a stock location was sent. */
export async function storeWidgetCover(
  scope: TRequestScope,
  file: TUploadedFile | undefined,
  stockLocation: string | undefined,
): Promise<TWidgetCover | null> {
  const stored = await storeFormPicture(scope, file, stockLocation);
  return stored && { image: stored.url, imageSizes: stored.sizes, stockImage: stored.stockImage };
}

export const NO_COVER: TWidgetCover = { image: null, imageSizes: null, stockImage: null };
