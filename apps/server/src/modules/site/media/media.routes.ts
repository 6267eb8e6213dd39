/**
 * HTTP of a picture on its own (POST /media/upload-image, one call into upload-image), and the media module's plugin:
 * the API's media and stock photo calls, and the offline stock library's files, which every host serves outside the
 * API's prefix.
 */
import { API_BASE } from '@izlog/contract/constants';
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import { ZStoredImage, ZUploadImageRequest } from '@izlog/contract/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestScope } from '../../../platform/http/request-scope';
import { zUploadedFile } from '../../../platform/http/schemas';
import type { OfflineStockLibrary } from '../../../platform/stock/offline-stock-library';
import { stockRoutes } from './stock.routes';
import { stockLibraryRoutes } from './stock-library.routes';
import { uploadImage } from './upload-image';

/** The media module, registered at the root: its API calls under API_BASE, the stock library's files beside it. */
export async function mediaModule(app: FastifyInstance, { library }: { library: OfflineStockLibrary }) {
  await app.register(stockLibraryRoutes, { library });
  await app.register(
    async (api) => {
      await api.register(stockRoutes);
      await api.register(uploadImageRoutes);
    },
    { prefix: API_BASE },
  );
}

async function uploadImageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/media/upload-image',
    {
      config: { permission: 'media.upload' },
      schema: {
        tags: ['Media'],
        summary: 'Store a picture (multipart `image`, or a stock `stock_image` download location) as WebP variants',
        body: ZUploadImageRequest.extend({ image: zUploadedFile.optional() }),
        response: { 200: ZStoredImage, 413: ZApiError, 422: ZFieldErrorList, 429: ZApiError },
      },
    },
    (request) => uploadImage(requestScope(request), request.body),
  );
}
