/**
 * A picture on its own (the rich-text editor's image upload and the stock picker's "use this photo"): stored as the
 * variants of its kind and recorded in `media_files`; the answer gives the URLs to put in the text.
 */
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import { ZStoredImage, ZUploadImageRequest } from '@izlog/contract/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../../platform/http/errors';
import { zUploadedFile } from '../../platform/http/schemas';
import { requireSignedIn } from '../../platform/permissions/policy';
import { storeImageInput } from './image-input';

export async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/media/upload-image',
    {
      config: { permission: 'media.upload' },
      schema: {
        tags: ['Media'],
        summary: 'Store a picture (multipart `image`, or a stock `stock_image` download location) as WebP variants',
        body: ZUploadImageRequest.extend({ image: zUploadedFile.optional() }),
        response: { 200: ZStoredImage, 413: ZApiError, 422: ZFieldErrorList },
      },
    },
    async (request) => {
      const actor = requireSignedIn(request.actor);
      const { image, stock_image, kind } = request.body;
      const stored = await storeImageInput(
        { deps: app.deps, licenceId: request.tenant.licenceId, userId: actor.userId, db: request.tenant },
        { file: image, stockLocation: stock_image },
        stock_image && !image ? 'stock_image' : 'image',
        kind,
      );
      if (!stored) throw fieldError('image', 'field_required');
      return stored;
    },
  );
}
