/**
 * GET /categories/get-category-catalog-product/{id}: the approved catalogs and products of a category and its
 * subcategories as one paginated list, paid first places first (first-places.ts), then newest first. Every serving of
 * a sponsored entry counts an impression, also an answer served from the public cache (its note names them).
 */
import { ZCategoryItem } from '@izlog/contract/catalogs';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteForCachedAnswer } from '../../../platform/cache/public-cache';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { countImpressions } from '../bidding/bidding-counts';
import { listCategoryItems, sponsoredIdsOf } from './category-items';

export async function categoryItemsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/categories/get-category-catalog-product/:id',
    {
      config: {
        permission: 'catalogs.byCategory',
        publicCache: {
          onHit: (request, shownIds) => countImpressions(request.server.deps, request.licence!.id, shownIds),
        },
      },
      schema: {
        tags: ['Categories, attributes, tags'],
        summary: 'Approved catalogs and products of an active category and its subcategories, one paginated list',
        params: zIdParam,
        querystring: ZPageQuery,
        response: { 200: z.array(ZCategoryItem) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, async (page) => {
        const scope = requestScope(request);
        const result = await listCategoryItems(scope, request.params.id, page);
        const shownIds = sponsoredIdsOf(result.items);
        if (shownIds.length > 0) {
          countImpressions(scope.deps, scope.licence.id, shownIds);
          noteForCachedAnswer(request, shownIds);
        }
        return result;
      }),
  );
}
