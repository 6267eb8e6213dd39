/** HTTP of GET /search (SPEC §7): one call into the search operation, answered as a page. */
import { ZSearchHit, ZSearchQuery } from '@izlog/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { searchTheSite } from './search-site';

export async function searchModule(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      // Hits show no view counts: an answer changes only with a write to the site.
      config: { permission: 'search.query', publicCache: { untilWrite: true } },
      schema: {
        tags: ['Search'],
        summary: 'Search approved contents and catalogs; best match first; 403 when the site turned search off',
        querystring: ZSearchQuery,
        response: { 200: z.array(ZSearchHit) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => searchTheSite(requestScope(request), request.query.q, page)),
  );
}
