/**
 * GET /search: the site's full-text search over approved contents and catalogs, blind to case, diacritics and script
 * (a Cyrillic query finds Latin text and the reverse). Refused when the licence turned search off.
 */
import { ZSearchHit, ZSearchQuery } from '@izlog/contract/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { foldForSearch, searchQuery } from '../../platform/text/search-text';
import { presentHit } from './search.presenter';
import { searchSite } from './search.queries';

export async function searchRoutes(app: FastifyInstance) {
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
    async (request, reply) => {
      if (!request.licence?.searchStatus) throw new AppError(403, 'search_disabled');
      const page = pageWindow(request.query);
      const tsQuery = searchQuery(request.query.q);
      if (!tsQuery) {
        // Only punctuation: nothing can match.
        setPaginationHeaders(request, reply, page, 0);
        return [];
      }
      const licenceTsQuery = searchQuery(request.query.q, request.tenant.licenceId)!;
      const { rows, total } = await searchSite(request.tenant, tsQuery, licenceTsQuery, page);
      setPaginationHeaders(request, reply, page, total);
      const queryWords = foldForSearch(request.query.q).split(' ').filter(Boolean);
      return rows.map((row) => presentHit(row, queryWords));
    },
  );
}
