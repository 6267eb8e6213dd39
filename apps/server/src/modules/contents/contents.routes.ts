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
import { sendJsonBytes } from '../../platform/http/json-bytes';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { zIdParam } from '../../platform/http/schemas';
import { contentContext } from './content-context';
import { readContent } from './get-content';
import { listContents, listProductOptions } from './list-contents';
import { publicListPage } from './public-content-lists';
import { listLastProductByCategory, listTagRelated } from './related-contents';

const tags = ['Contents'];

export async function contentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/contents',
    {
      config: { permission: 'contents.read', publicCache: true },
      schema: {
        tags,
        summary:
          'Contents, paginated: filter[content_type_id] (1 blog, 2 article, 3 product, 4 static page), filter[slug|id|' +
          'author_id|status|category_id], search (full text, any script), sort newest | most_read | random',
        querystring: ZContentsQuery,
        response: { 200: z.array(ZContentListItem) },
      },
    },
    async (request, reply) => {
      const page = pageWindow(request.query);
      const ctx = contentContext(request);
      const fromMemory = await publicListPage(ctx, request.query, page);
      if (fromMemory) {
        setPaginationHeaders(request, reply, page, fromMemory.total);
        reply.header('x-cache', fromMemory.fromMemory ? 'hit' : 'miss');
        return sendJsonBytes(reply, fromMemory.body);
      }
      const { items, total } = await listContents(ctx, request.query, page);
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
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
    async (request, reply) => {
      const page = pageWindow(request.query);
      const { items, total } = await listTagRelated(
        contentContext(request),
        request.params.id,
        request.query['filter[content_type_id]'],
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
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
    (request) => listLastProductByCategory(contentContext(request), request.query['filter[category_id]']),
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
    (request) => listProductOptions(contentContext(request), NO_PAGINATION_LIMIT),
  );

  // Only approved, visible content is cached for visitors, so an answer from the cache still counts its view.
  const countCachedView = (request: FastifyRequest) => {
    const id = Number((request.params as { id?: string }).id);
    if (request.licence && Number.isSafeInteger(id) && id > 0) app.deps.views.record(request.licence.id, id);
  };
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
    (request) => readContent(contentContext(request), request.params.id),
  );
}
