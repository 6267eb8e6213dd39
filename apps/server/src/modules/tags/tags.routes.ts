/** GET /tags (SPEC §7): the licence's tags, filtered by a name prefix, for the tag input and tag pages. */
import { ZTag, ZTagsQuery } from '@izlog/contract/tags';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { listTags } from './tags.queries';

export async function tagsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tags',
    {
      config: { permission: 'tags.read', publicCache: true },
      schema: {
        tags: ['Categories, attributes, tags'],
        summary: 'Tags of the site, by name; filter[name] keeps names starting with the text (any case)',
        querystring: ZTagsQuery,
        response: { 200: z.array(ZTag) },
      },
    },
    async (request, reply) => {
      const page = pageWindow(request.query);
      const { rows, total } = await listTags(request.tenant, request.query['filter[name]'], page);
      setPaginationHeaders(request, reply, page, total);
      return rows.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug }));
    },
  );
}
