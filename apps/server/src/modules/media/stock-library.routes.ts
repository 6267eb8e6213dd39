/**
 * Serves the offline stock library's pictures (`urls` of its photos) and its download trigger, on every host: the
 * pictures are the same for every site and never change, so they are cached for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import { isStockSize, type OfflineStockLibrary, STOCK_LIBRARY_PATH } from '../../platform/stock/offline-stock-library';

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
      const { id, file } = request.params;
      // The download trigger (Unsplash's download_location) answers where to fetch the full picture.
      if (file === 'download') {
        if (!library.has(id)) throw notFound();
        return reply.send({ url: `${STOCK_LIBRARY_PATH}/${id}/full.webp` });
      }
      const size = /^([a-z]+)\.webp$/.exec(file)?.[1] ?? '';
      const picture = isStockSize(size) ? await library.picture(id, size) : null;
      if (!picture) throw notFound();
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(picture);
    },
  );
}
