/** A widget's cover photo: an uploaded file or a stock photo (SPEC §5), stored as 3:2 content variants. */
import type { TUploadedFile } from '../../platform/http/form-body';
import type { TRequestScope } from '../../platform/http/request-scope';
import { storeImageInput } from '../media/image-input';
import type { TWidgetValues } from './widgets.queries';

export type TWidgetCover = Pick<TWidgetValues, 'image' | 'imageSizes' | 'stockImage'>;

/** Stores the cover, or answers null when neither a file nor a stock location was sent. */
export async function storeWidgetCover(
  scope: TRequestScope,
  file: TUploadedFile | undefined,
  stockLocation: string | undefined,
): Promise<TWidgetCover | null> {
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
  return { image: stored.url, imageSizes: stored.sizes, stockImage: file ? null : (stockLocation?.trim() ?? null) };
}

export const NO_COVER: TWidgetCover = { image: null, imageSizes: null, stockImage: null };
