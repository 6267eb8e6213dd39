/** HTTP of attributes and their category links (SPEC §7): list, update, delete, unlink. */
import { ZMessageResponse } from '@izlog/contract/auth';
import { ZAttribute, ZAttributesQuery, ZUpdateAttributeRequest } from '@izlog/contract/categories';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { deleteAttribute, deleteAttributeLink } from './delete-attribute';
import { findAttributes } from './list-attributes';
import { updateAttribute } from './update-attribute';

const tags = ['Categories, attributes, tags'];

export async function attributesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/attributes',
    {
      config: { permission: 'categories.read', publicCache: true },
      schema: {
        tags,
        summary: 'Attributes with their values; filter[category_id] adds the attribute_connect link',
        querystring: ZPageQuery.extend(ZAttributesQuery.shape),
        response: { 200: z.array(ZAttribute) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => findAttributes(requestScope(request), request.query, page)),
  );

  api.post(
    '/categories/admin-update-attribute/:id',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary:
          'Update an attribute: name, description, status, values (comma-separated); a field not sent keeps its value, ' +
          'the description sent empty is cleared',
        params: zIdParam,
        body: ZUpdateAttributeRequest,
        response: { 200: ZAttribute },
      },
    },
    (request) => updateAttribute(requestScope(request), request.params.id, request.body),
  );

  api.post(
    '/categories/admin-delete-attribute/:id',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary: 'Delete an attribute with its values and links',
        params: zIdParam,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => deleteAttribute(requestScope(request), request.params.id),
  );

  api.post(
    '/categories/admin-delete-attribute-category-link/:id',
    {
      config: { permission: 'categories.manage' },
      schema: {
        tags,
        summary: 'Remove an attribute from a category (the attribute_connect id); the attribute stays',
        params: zIdParam,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => deleteAttributeLink(requestScope(request), request.params.id),
  );
}
