/**
 * GET /categories/get-category-catalog-product/{id}: the approved catalogs and products of a category and its
 * subcategories as one paginated list, paid first places first (first-places.ts), then newest first.
 */
import { ZCategoryItem } from '@izlog/contract/catalogs';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../platform/http/page-reply';
import { requestScope } from '../../platform/http/request-scope';
import { zIdParam } from '../../platform/http/schemas';
import { listCategoryItems } from './category-items';

export async function categoryItemsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/categories/get-category-catalog-product/:id',
    {
      config: { permission: 'catalogs.byCategory', publicCache: true },
      schema: {
        tags: ['Categories, attributes, tags'],
        summary: 'Approved catalogs and products of an active category and its subcategories, one paginated list',
        params: zIdParam,
        querystring: ZPageQuery,
        response: { 200: z.array(ZCategoryItem) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listCategoryItems(requestScope(request), request.params.id, page)),
  );
}
