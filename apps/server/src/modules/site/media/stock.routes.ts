/**
 * HTTP of the stock photo picker's calls (SPEC §7 "Third party"): one operation each (stock-photos.ts), paginated the
 * Unsplash way (stock-links.ts). A chosen photo's `links.download_location` is then sent in an image field.
 */
import { ZApiError } from '@izlog/contract/errors';
import {
  ZStockPageQuery,
  ZStockPhoto,
  ZStockSearchQuery,
  ZStockSearchResult,
  ZStockTopic,
  ZStockTopicParams,
} from '@izlog/contract/media';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope } from '../../../platform/http/request-scope';
import { setStockPaginationHeaders } from './stock-links';
import { findStockTopicPhotos, findStockTopics, searchStockPhotos } from './stock-photos';

// Any host: a site's content creators, and the platform's sales accounts choosing a licence's logo.
const config = { permission: 'media.stockPhotos', host: 'any' } as const;
const tags = ['Media'];
const errors = { 404: ZApiError, 502: ZApiError };

export async function stockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/stock-photos/topics',
    {
      config,
      schema: {
        tags,
        summary: 'Stock photo topics, paginated (page, per_page; Link and X-Total headers)',
        querystring: ZStockPageQuery,
        response: { 200: z.array(ZStockTopic), ...errors },
      },
    },
    async (request, reply) => {
      const { page, per_page } = request.query;
      const found = await findStockTopics(requestScope(request), page, per_page);
      setStockPaginationHeaders(request, reply, page, per_page, found.total);
      return found.items;
    },
  );

  api.get(
    '/stock-photos/topics/:slug/photos',
    {
      config,
      schema: {
        tags,
        summary: 'Photos of a stock topic, paginated (page, per_page; Link and X-Total headers)',
        params: ZStockTopicParams,
        querystring: ZStockPageQuery,
        response: { 200: z.array(ZStockPhoto), ...errors },
      },
    },
    async (request, reply) => {
      const { page, per_page } = request.query;
      const found = await findStockTopicPhotos(requestScope(request), request.params.slug, page, per_page);
      setStockPaginationHeaders(request, reply, page, per_page, found.total);
      return found.items;
    },
  );

  api.get(
    '/stock-photos/search/photos',
    {
      config,
      schema: {
        tags,
        summary: 'Stock photos matching a query, in either script (query, page, per_page)',
        querystring: ZStockSearchQuery,
        response: { 200: ZStockSearchResult, ...errors },
      },
    },
    async (request, reply) => {
      const { query, page, per_page } = request.query;
      const found = await searchStockPhotos(requestScope(request), query, page, per_page);
      setStockPaginationHeaders(request, reply, page, per_page, found.total);
      return found.answer;
    },
  );
}
