/** HTTP of the catalog reads (SPEC §7 "Catalogs"): the public sees approved catalogs, authors their own, staff all. */
import { CATALOG_PRODUCTS_CAP, LICENCE_CATALOGS_CAP, ZCatalog, ZCatalogsQuery } from '@izlog/contract/catalogs';
import { ZContentListItem } from '@izlog/contract/contents';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { catalogWritesRoutes } from './catalog-writes.routes';
import { categoryItemsRoutes } from './category-items.routes';
import {
  getCatalog,
  listCatalogsPage,
  listMyCatalogs,
  listProductsOfCatalog,
  listProductsOfUserCatalogs,
  listSiteCatalogs,
} from './read-catalogs';

const tags = ['Catalogs'];
const zUserIdParam = z.object({ userId: zIdParam.shape.id });

/** The catalogs module: its reads here, its write calls, and a category's catalogs and products in one list. */
export async function catalogsModule(app: FastifyInstance) {
  await app.register(catalogWritesRoutes);
  await app.register(categoryItemsRoutes);

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/catalogs',
    {
      config: { permission: 'catalogs.read', publicCache: true },
      schema: {
        tags,
        summary: 'Catalogs, newest first; filter[author_id|category_id|status|slug|id]; disabled ones only by status',
        querystring: ZPageQuery.extend(ZCatalogsQuery.shape),
        response: { 200: z.array(ZCatalog) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listCatalogsPage(requestScope(request), request.query, page)),
  );

  api.get(
    '/catalogs/get-user-catalogs-no-pagination',
    {
      config: { permission: 'catalogs.ownList' },
      schema: {
        tags,
        summary: 'The signed-in user’s own catalogs (any status but disabled), by name, for pickers',
        response: { 200: z.array(ZCatalog) },
      },
    },
    (request) => listMyCatalogs(requestScope(request)),
  );

  api.get(
    '/catalogs/get-licence-catalogs-no-pagination',
    {
      config: { permission: 'catalogs.read', publicCache: true },
      schema: {
        tags,
        summary: `Approved catalogs of the site by name, at most ${LICENCE_CATALOGS_CAP}`,
        response: { 200: z.array(ZCatalog) },
      },
    },
    (request) => listSiteCatalogs(requestScope(request), LICENCE_CATALOGS_CAP),
  );

  api.get(
    '/catalogs/:id',
    {
      config: { permission: 'catalogs.read', publicCache: true },
      schema: { tags, summary: 'One catalog', params: zIdParam, response: { 200: ZCatalog } },
    },
    (request) => getCatalog(requestScope(request), request.params.id),
  );

  api.get(
    '/catalogs/get-catalog-products/:id',
    {
      config: { permission: 'catalogs.read', publicCache: true },
      schema: {
        tags,
        summary: 'Approved products of a catalog, in catalog order, paginated',
        params: zIdParam,
        querystring: ZPageQuery,
        response: { 200: z.array(ZContentListItem) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listProductsOfCatalog(requestScope(request), request.params.id, page)),
  );

  api.get(
    '/catalogs/get-catalog-products-no-pagination/:id',
    {
      config: { permission: 'catalogs.read', publicCache: true },
      schema: {
        tags,
        summary: `Approved products of a catalog, in catalog order, at most ${CATALOG_PRODUCTS_CAP}`,
        params: zIdParam,
        response: { 200: z.array(ZContentListItem) },
      },
    },
    async (request) => {
      const window = { limit: CATALOG_PRODUCTS_CAP, offset: 0 };
      return (await listProductsOfCatalog(requestScope(request), request.params.id, window)).items;
    },
  );

  api.get(
    '/catalogs/get-user-catalog-products/:userId',
    {
      config: { permission: 'catalogs.read', publicCache: true },
      schema: {
        tags,
        summary: 'Approved products in the catalogs of a user (public profile), each once, newest first',
        params: zUserIdParam,
        querystring: ZPageQuery,
        response: { 200: z.array(ZContentListItem) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) =>
        listProductsOfUserCatalogs(requestScope(request), request.params.userId, page),
      ),
  );
}
