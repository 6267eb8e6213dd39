/** HTTP of the catalog reads (SPEC §7 "Catalogs"): the public sees approved catalogs, authors their own, staff all. */
import { CATALOG_PRODUCTS_CAP, LICENCE_CATALOGS_CAP, ZCatalog, ZCatalogsQuery } from '@izlog/contract/catalogs';
import { ZContentListItem } from '@izlog/contract/contents';
import { ZPageQuery } from '@izlog/contract/pagination';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors';
import { pageWindow, setPaginationHeaders } from '../../platform/http/pagination';
import { zIdParam } from '../../platform/http/schemas';
import { requireSignedIn } from '../../platform/permissions/policy';
import { presentListItem } from '../contents/content.presenter';
import { presentCatalog } from './catalog.presenter';
import { catalogContext } from './catalog-context';
import {
  findVisibleCatalog,
  listCatalogProducts,
  listCatalogs,
  listLicenceCatalogs,
  listOwnCatalogs,
  listUserCatalogProducts,
  userExists,
  withDetails,
} from './catalogs.queries';

const tags = ['Catalogs'];
const zUserIdParam = z.object({ userId: zIdParam.shape.id });

export async function catalogsRoutes(app: FastifyInstance) {
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
    async (request, reply) => {
      const q = request.query;
      const ctx = catalogContext(request);
      const page = pageWindow(q);
      const filter = {
        authorId: q['filter[author_id]'],
        categoryId: q['filter[category_id]'],
        status: q['filter[status]'],
        slug: q['filter[slug]'],
        id: q['filter[id]'],
      };
      const { rows, total } = await listCatalogs(ctx.tenant, ctx.viewer, filter, page);
      setPaginationHeaders(request, reply, page, total);
      return rows.map(presentCatalog);
    },
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
    async (request) => {
      const ctx = catalogContext(request);
      const actor = requireSignedIn(ctx.actor);
      return (await listOwnCatalogs(ctx.tenant, ctx.viewer, actor.userId)).map(presentCatalog);
    },
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
    async (request) => {
      const ctx = catalogContext(request);
      return (await listLicenceCatalogs(ctx.tenant, ctx.viewer, LICENCE_CATALOGS_CAP)).map(presentCatalog);
    },
  );

  api.get(
    '/catalogs/:id',
    {
      config: { permission: 'catalogs.read', publicCache: true },
      schema: { tags, summary: 'One catalog', params: zIdParam, response: { 200: ZCatalog } },
    },
    async (request) => {
      const ctx = catalogContext(request);
      const row = await findVisibleCatalog(ctx.tenant, ctx.viewer, request.params.id);
      if (!row) throw notFound();
      const [record] = await withDetails(ctx.tenant, ctx.viewer, [row]);
      return presentCatalog(record!);
    },
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
    async (request, reply) => {
      const ctx = catalogContext(request);
      if (!(await findVisibleCatalog(ctx.tenant, ctx.viewer, request.params.id))) throw notFound();
      const page = pageWindow(request.query);
      const { rows, total } = await listCatalogProducts(ctx.tenant, request.params.id, page);
      setPaginationHeaders(request, reply, page, total);
      return rows.map(presentListItem);
    },
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
      const ctx = catalogContext(request);
      if (!(await findVisibleCatalog(ctx.tenant, ctx.viewer, request.params.id))) throw notFound();
      const window = { limit: CATALOG_PRODUCTS_CAP, offset: 0 };
      return (await listCatalogProducts(ctx.tenant, request.params.id, window)).rows.map(presentListItem);
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
    async (request, reply) => {
      const ctx = catalogContext(request);
      if (!(await userExists(ctx.tenant, request.params.userId))) throw notFound();
      const page = pageWindow(request.query);
      const { rows, total } = await listUserCatalogProducts(ctx.tenant, ctx.viewer, request.params.userId, page);
      setPaginationHeaders(request, reply, page, total);
      return rows.map(presentListItem);
    },
  );
}
