/** HTTP of the content reads (SPEC §7 "Contents"): the list, one content, and the lists around them. */
import {
  NO_PAGINATION_LIMIT,
  ZContent,
  ZContentListItem,
  ZContentsQuery,
  ZLastProductsQuery,
  ZProductOption,
  ZRelatedContentsQuery,
} from '@izlog/contract/contents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteForCachedAnswer } from '../../../platform/cache/public-cache';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { countImpressions } from '../bidding/bidding-counts';
import { withFirstPlacesFirst } from './reads/first-places-first';
import { countViewOfCachedAnswer, readContent } from './reads/get-content';
import { listContents, listProductOptions } from './reads/list-contents';
import { listLastProductByCategory, listTagRelated } from './reads/related-contents';
import { contentWritesRoutes } from './writes/content-writes.routes';

const tags = ['Contents'];

/** The contents module: its reads here, its write calls (content-writes.routes.ts). */
export async function contentsModule(app: FastifyInstance) {
  await app.register(contentWritesRoutes);

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/contents',
    {
      config: {
        permission: 'contents.read',
        // A served paid first place counts an impression, also from the cache (its note names them).
        publicCache: {
          onHit: (request, shownIds) => countImpressions(request.server.deps, request.licence!.id, shownIds),
        },
      },
      schema: {
        tags,
        summary:
          'Contents, paginated: filter[content_type_id] (1 blog, 2 article, 3 product, 4 static page), filter[slug|id|' +
          'author_id|status|category_id], search (full text, any script), sort newest | most_read | random. One ' +
          "category's products lead with its paid first places, marked sponsored",
        querystring: ZContentsQuery,
        response: { 200: z.array(ZContentListItem) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, async (page) => {
        const scope = requestScope(request);
        const { result, shownBiddingItems } = await withFirstPlacesFirst(scope, request.query, page, (window) =>
          listContents(scope, request.query, window),
        );
        if (shownBiddingItems.length > 0) {
          countImpressions(scope.deps, scope.licence.id, shownBiddingItems);
          noteForCachedAnswer(request, shownBiddingItems);
        }
        return result;
      }),
  );

  api.get(
    '/contents/tag-related-content/:id',
    {
      config: { permission: 'contents.read', publicCache: true },
      schema: {
        tags,
        summary: 'Approved contents sharing tags with this one, most shared tags first',
        params: zIdParam,
        querystring: ZRelatedContentsQuery,
        response: { 200: z.array(ZContentListItem) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) =>
        listTagRelated(requestScope(request), request.params.id, request.query['filter[content_type_id]'], page),
      ),
  );

  api.get(
    '/contents/get-last-product-by-category',
    {
      config: { permission: 'contents.read', publicCache: true },
      schema: {
        tags,
        summary: 'The newest approved product of each active product category (or of filter[category_id])',
        querystring: ZLastProductsQuery,
        response: { 200: z.array(ZContentListItem) },
      },
    },
    (request) => listLastProductByCategory(requestScope(request), request.query['filter[category_id]']),
  );

  api.get(
    '/contents/get-licence-products-no-pagination',
    {
      config: { permission: 'contents.read', publicCache: true },
      schema: {
        tags,
        summary: `Approved products to pick from (id, title, slug, image), newest first, at most ${NO_PAGINATION_LIMIT}`,
        response: { 200: z.array(ZProductOption) },
      },
    },
    (request) => listProductOptions(requestScope(request), NO_PAGINATION_LIMIT),
  );

  // Only approved, visible content is cached for visitors, so an answer from the cache still counts its view.
  const countCachedView = (request: FastifyRequest) =>
    countViewOfCachedAnswer(app.deps, request.licence, request.params);
  api.get(
    '/contents/:id',
    {
      config: { permission: 'contents.read', publicCache: { onHit: countCachedView } },
      schema: {
        tags,
        summary: 'One content with gallery, videos, attributes, locations, catalogs and tags; counts a view',
        params: zIdParam,
        response: { 200: ZContent },
      },
    },
    (request) => readContent(requestScope(request), request.params.id),
  );
}
