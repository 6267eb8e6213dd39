/**
 * upload-image: a picture on its own (the rich-text editor's image upload and the stock picker's "use this photo"),
 * from a file or a stock location, stored as the variants of its kind; the answer gives the URLs to put in the text.
 */
import type { TStoredImage, ZUploadImageRequest } from '@izlog/contract/media';
import type { z } from 'zod';
import { fieldError } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { imagePayerOf } from '../../../platform/images/pixel-budget';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { storeImageInput } from './image-input';

export async function uploadImage(
  scope: TRequestScope,
  input: z.output<typeof ZUploadImageRequest> & { image?: TUploadedFile },
): Promise<TStoredImage> {
  const actor = requireSignedIn(scope.actor);
  const { image, stock_image, kind } = input;
  const stored = await storeImageInput(
    {
      deps: scope.deps,
      licenceId: scope.tenant.licenceId,
      userId: actor.userId,
      payer: imagePayerOf(actor, scope.ip),
      db: scope.tenant,
    },
    { file: image, stockLocation: stock_image },
    stock_image && !image ? 'stock_image' : 'image',
    kind,
  );
  if (!stored) throw fieldError('image', 'field_required');
  return stored;
}
