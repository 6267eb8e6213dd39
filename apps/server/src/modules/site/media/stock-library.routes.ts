/**
 * Serves the offline stock library's pictures (`urls` of its photos) and its download trigger, on every host: the
 * pictures are the same for every site and never change, so they are cached for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type OfflineStockLibrary, STOCK_LIBRARY_PATH } from '../../../platform/stock/offline-stock-library';
import { getStockLibraryFile } from './stock-library-file';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const config = { permission: 'media.stockLibrary', host: 'any' } as const;

export async function stockLibraryRoutes(app: FastifyInstance, { library }: { library: OfflineStockLibrary }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${STOCK_LIBRARY_PATH}/:id/:file`,
    {
      config,
      schema: {
        tags: ['Media'],
        summary: 'A picture of the offline stock library (full, regular, small or thumb, as WebP)',
        params: z.object({ id: z.string().max(40), file: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const found = await getStockLibraryFile(library, request.params.id, request.params.file);
      if (found.kind === 'download') return reply.send({ url: found.url });
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(found.webp);
    },
  );
}
