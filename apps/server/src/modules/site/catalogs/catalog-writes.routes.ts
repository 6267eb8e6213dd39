/**
 * HTTP of the catalog writes (SPEC §7 "Catalogs"): clients create and update their own catalogs (to moderation),
 * content staff any (published at once); drafts for both; the owner or staff disable. Bodies: JSON, form or multipart.
 */
import {
  ZAdminCreateCatalogRequest,
  ZAdminUpdateCatalogRequest,
  ZCatalog,
  ZCreateCatalogRequest,
  ZUpdateCatalogRequest,
} from '@izlog/contract/catalogs';
import { CATALOG_CALL_NAMES } from '@izlog/contract/content-calls';
import { optional } from '@izlog/contract/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partialBody } from '../../../platform/http/partial-update';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { disableCatalog } from './disable-catalog';
import { createCatalog, updateCatalogFields } from './save-catalog';

const tags = ['Catalogs'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
/** The picture as an uploaded file; `stock_image` (a download location) is the alternative. */
const withImage = { image: optional(zUploadedFile) };

export async function catalogWritesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: ZCatalog };

  api.post(
    `/catalogs/${CATALOG_CALL_NAMES.userCreate}`,
    {
      config: { permission: 'catalogs.userWrite' },
      schema: {
        tags,
        summary: 'A client creates a catalog of their own products; it waits for moderation',
        consumes,
        body: ZCreateCatalogRequest.extend(withImage),
        response,
      },
    },
    (request) => createCatalog(requestScope(request), request.body, { event: 'publish' }),
  );

  api.post(
    `/catalogs/${CATALOG_CALL_NAMES.adminCreate}`,
    {
      config: { permission: 'catalogs.adminWrite' },
      schema: {
        tags,
        summary: 'Staff create a catalog (published at once), optionally for another author',
        consumes,
        body: ZAdminCreateCatalogRequest.extend(withImage),
        response,
      },
    },
    (request) => createCatalog(requestScope(request), request.body, { event: 'publish' }),
  );

  api.post(
    `/catalogs/${CATALOG_CALL_NAMES.createDraft}`,
    {
      config: { permission: 'catalogs.draft' },
      schema: {
        tags,
        summary: 'Save a new catalog as a draft (seen only by its author and staff)',
        consumes,
        body: ZCreateCatalogRequest.extend(withImage),
        response,
      },
    },
    (request) => createCatalog(requestScope(request), request.body, { event: 'saveDraft' }),
  );

  api.post(
    `/catalogs/${CATALOG_CALL_NAMES.userUpdate}/:id`,
    {
      config: { permission: 'catalogs.userWrite' },
      schema: {
        tags,
        summary: 'A client updates their own catalog and sends it to moderation; left-out fields stay',
        consumes,
        params: zIdParam,
        body: partialBody(ZUpdateCatalogRequest).extend(withImage),
        response,
      },
    },
    (request) => updateCatalogFields(requestScope(request), request.params.id, request.body, { event: 'publish' }),
  );

  api.post(
    `/catalogs/${CATALOG_CALL_NAMES.adminUpdate}/:id`,
    {
      config: { permission: 'catalogs.adminWrite' },
      schema: {
        tags,
        summary: 'Staff update any catalog and publish it; left-out fields stay',
        consumes,
        params: zIdParam,
        body: partialBody(ZAdminUpdateCatalogRequest).extend(withImage),
        response,
      },
    },
    (request) => updateCatalogFields(requestScope(request), request.params.id, request.body, { event: 'publish' }),
  );

  api.post(
    `/catalogs/${CATALOG_CALL_NAMES.updateDraft}/:id`,
    {
      config: { permission: 'catalogs.draft' },
      schema: {
        tags,
        summary: 'Update a draft (or a catalog returned for edit) and keep it a draft',
        consumes,
        params: zIdParam,
        body: partialBody(ZUpdateCatalogRequest).extend(withImage),
        response,
      },
    },
    (request) => updateCatalogFields(requestScope(request), request.params.id, request.body, { event: 'saveDraft' }),
  );

  api.post(
    `/catalogs/${CATALOG_CALL_NAMES.disable}/:id`,
    {
      config: { permission: 'catalogs.disable' },
      schema: {
        tags,
        summary: 'The owner or staff turn a catalog off (status deleted); answers the catalog',
        params: zIdParam,
        response,
      },
    },
    (request) => disableCatalog(requestScope(request), request.params.id),
  );
}
