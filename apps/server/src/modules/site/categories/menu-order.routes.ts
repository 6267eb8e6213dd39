/** HTTP of the menu order: categories within a content type, and the content types themselves. */
import {
  ZCategory,
  ZCategoryOrderRequest,
  ZContentTypeOption,
  ZContentTypeOrderRequest,
  ZContentTypeParams,
} from '@izlog/contract/categories';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope } from '../../../platform/http/request-scope';
import { updateCategoryOrder } from './category-order';
import { contentTypeOptions, updateContentTypeOrder } from './content-type-order';

const tags = ['Categories, attributes, tags'];

export async function menuOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/categories/update-category-order/:contentType',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary: 'New order of the categories of a content type: `order` (or `categories`), the ids in order',
        params: ZContentTypeParams,
        body: ZCategoryOrderRequest,
        response: { 200: z.array(ZCategory) },
      },
    },
    (request) => updateCategoryOrder(requestScope(request), request.params.contentType, request.body.order),
  );

  api.post(
    '/categories/update-content-type-order',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary: 'New menu order of the content types: `order` (ids in order); `enabled`, the types the menu shows',
        body: ZContentTypeOrderRequest,
        response: { 200: z.array(ZContentTypeOption) },
      },
    },
    (request) => updateContentTypeOrder(requestScope(request), request.body),
  );

  api.get(
    '/licence-content-type-options',
    {
      config: { permission: 'categories.read', publicCache: true },
      schema: {
        tags,
        summary: 'The content types in menu order, with names (srp, en), enabled flag and active category counts',
        response: { 200: z.array(ZContentTypeOption) },
      },
    },
    (request) => contentTypeOptions(requestScope(request)),
  );
}
