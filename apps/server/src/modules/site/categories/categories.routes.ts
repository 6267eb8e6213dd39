/**
 * HTTP of categories (SPEC §7 "Categories, attributes, tags"): permission → validate → one operation call. The
 * module's plugin registers these routes, the attributes' and the menu order's.
 */
import { ZMessageResponse } from '@izlog/contract/auth';
import {
  ZCategoriesQuery,
  ZCategory,
  ZCategoryQuery,
  ZCreateCategoryRequest,
  ZUpdateCategoryRequest,
} from '@izlog/contract/categories';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile } from '../../../platform/http/form-body';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { attributesRoutes } from './attributes.routes';
import { createCategory } from './create-category';
import { deleteCategory } from './delete-category';
import { findCategories, getCategory } from './list-categories';
import { menuOrderRoutes } from './menu-order.routes';
import { updateCategory } from './update-category';

const tags = ['Categories, attributes, tags'];

/** The picture as a file; anything else in `image` (an old URL a form sends back) means "keep the picture". */
const zImageFile = z.preprocess((value) => (isUploadedFile(value) ? value : undefined), zUploadedFile.optional());

/** The categories module: categories, attributes and the menu order. */
export async function categoriesModule(app: FastifyInstance) {
  await app.register(categoryRoutes);
  await app.register(attributesRoutes);
  await app.register(menuOrderRoutes);
}

async function categoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/categories',
    {
      config: { permission: 'categories.read', publicCache: true },
      schema: {
        tags,
        summary:
          'Categories in menu order; filter[content_type_id|parent_category_id|status|name|slug|id], expand=attributes',
        querystring: ZPageQuery.extend(ZCategoriesQuery.shape),
        response: { 200: z.array(ZCategory) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => findCategories(requestScope(request), request.query, page)),
  );

  api.get(
    '/categories/:id',
    {
      config: { permission: 'categories.read', publicCache: true },
      schema: {
        tags,
        summary: 'One category; expand=attributes',
        params: zIdParam,
        querystring: ZCategoryQuery,
        response: { 200: ZCategory },
      },
    },
    (request) => getCategory(requestScope(request), request.params.id, request.query.expand),
  );

  api.post(
    '/categories/admin-create-category',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary: 'Create a category with its picture (file or stock_image) and attributes',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: ZCreateCategoryRequest.extend({ image: zImageFile }),
        response: { 200: ZCategory },
      },
    },
    (request) => createCategory(requestScope(request), request.body, request.body.image),
  );

  api.post(
    '/categories/admin-update-category/:id',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary:
          'Update a category: a field not sent keeps its value, an optional one sent empty is cleared; its content type ' +
          'cannot change; listed attributes are added or updated (an attribute keeps what its entry does not send)',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        params: zIdParam,
        body: ZUpdateCategoryRequest.extend({ image: zImageFile }),
        response: { 200: ZCategory },
      },
    },
    (request) => updateCategory(requestScope(request), request.params.id, request.body, request.body.image),
  );

  api.post(
    '/categories/admin-delete-category/:id',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary: 'Mark a category deleted; its subcategories move up to its parent',
        params: zIdParam,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => deleteCategory(requestScope(request), request.params.id),
  );
}
