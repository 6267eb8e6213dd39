/**
 * HTTP of widgets (SPEC §7 "Widgets and contact"): a page's widgets and the home page's lead block for everyone
 * (visitors' answers from the public cache), the settings and every write for the content staff.
 */

import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import {
  ZChangeWidgetPositionRequest,
  ZDeleteWidgetRequest,
  ZHomePagePositionOne,
  ZPageWidgets,
  ZPageWidgetsQuery,
  ZWidgetSettings,
  ZWidgetsQuery,
  ZWidgetWriteRequest,
  ZWidgetWriteResponse,
} from '@izlog/contract/widgets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile } from '../../../platform/http/form-body';
import { replyWithPage } from '../../../platform/http/page-reply';
import { partialBody } from '../../../platform/http/partial-update';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { addWidget } from './add-widget';
import { deleteWidget } from './delete-widget';
import { moveWidget } from './move-widget';
import { getHomePagePositionOne, getPageWidgets } from './page-widgets';
import { updateWidget } from './update-widget';
import { VisitorAnswers } from './visitor-answers';
import { replyForVisitor } from './visitor-reply';
import { getWidgetSettings, listWidgets } from './widget-settings';

const tags = ['Widgets'];
const FORMS = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
/** The error answers of the writes (DESIGN §3 shapes), declared for the OpenAPI document. */
const WRITE_ERRORS = { 404: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError, 422: ZFieldErrorList };

/** The cover as a file; anything else in `image` (the old URL a form sends back) means "keep the cover". */
const zImageFile = z.preprocess((value) => (isUploadedFile(value) ? value : undefined), zUploadedFile.optional());
const ZWidgetForm = ZWidgetWriteRequest.safeExtend({ image: zImageFile });
/** The update's form: each field may be left out, and keeps its value then (decision 0050). */
const ZWidgetUpdateForm = partialBody(ZWidgetWriteRequest).extend({ image: zImageFile });

/** The widgets module. */
export async function widgetsModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, publicCache } = app.deps;
  // Visitors' answers live as long as the content lists do, in an eighth of their memory (decision 0034).
  const answers = new VisitorAnswers({
    maxAgeMs: config.PUBLIC_LIST_CACHE_SECONDS * 1000,
    maxBytes: (config.PUBLIC_LIST_CACHE_MB * 1024 * 1024) / 8,
    generationOf: (licenceId) => publicCache.generation(licenceId),
  });

  api.get(
    '/content-widgets/get-home-page-position-one',
    {
      config: { permission: 'widgets.read', publicCache: true },
      schema: {
        tags,
        summary:
          "The home page's lead block: the first widget of position one with its items, or the site's newest " +
          'approved article (else blog or product) as source "newest"',
        response: { 200: ZHomePagePositionOne },
      },
    },
    (request, reply) => replyForVisitor(request, reply, answers, 'lead', ZHomePagePositionOne, getHomePagePositionOne),
  );

  api.get(
    '/content-widgets/get-page-widgets',
    {
      config: { permission: 'widgets.read', publicCache: true },
      schema: {
        tags,
        summary:
          "A page's widgets by position one to three (empty positions too), lists with their items, contact forms " +
          "with their service's name, and the layout's validity_check; page_name = home, a content's or a category's id",
        querystring: ZPageWidgetsQuery,
        response: { 200: ZPageWidgets, 422: ZFieldErrorList },
      },
    },
    (request, reply) =>
      replyForVisitor(
        request,
        reply,
        answers,
        `page:${[request.query.page_name, request.query.page_content_id, request.query.page_category_id].join(':')}`,
        ZPageWidgets,
        (scope) => getPageWidgets(scope, request.query),
      ),
  );

  api.get(
    '/content-widgets/get-widget-settings/:id',
    {
      config: { permission: 'widgets.manage' },
      schema: {
        tags,
        summary: "One widget's settings and version",
        params: zIdParam,
        response: { 200: ZWidgetSettings, 404: ZApiError },
      },
    },
    (request) => getWidgetSettings(requestScope(request), request.params.id),
  );

  api.get(
    '/content-widgets/get-widgets',
    {
      config: { permission: 'widgets.manage' },
      schema: {
        tags,
        summary: 'Every widget of the site page by page in layout order; filter[page_name]',
        querystring: ZWidgetsQuery,
        response: { 200: z.array(ZWidgetSettings), 422: ZFieldErrorList },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listWidgets(requestScope(request), request.query, page)),
  );

  api.post(
    '/content-widgets/add-widget-to-page',
    {
      config: { permission: 'widgets.manage' },
      schema: {
        tags,
        summary:
          'Add a widget last in a position of a page: a contact form (contact_service_id) or a list (content type ' +
          'and/or tags, category, criteria, limit, layout), with a cover `image` file or stock_image',
        consumes: FORMS,
        body: ZWidgetForm,
        response: { 200: ZWidgetWriteResponse, ...WRITE_ERRORS },
      },
    },
    (request) => addWidget(requestScope(request), request.body, request.body.image),
  );

  api.post(
    '/content-widgets/update-page-widget/:id',
    {
      config: { permission: 'widgets.manage' },
      schema: {
        tags,
        summary:
          'Change a widget (a field not sent keeps its value, one sent empty is cleared; the cover stays unless sent or ' +
          'remove_image); a stale update_validity_check (the widget version) is a 409',
        consumes: FORMS,
        params: zIdParam,
        body: ZWidgetUpdateForm,
        response: { 200: ZWidgetWriteResponse, ...WRITE_ERRORS },
      },
    },
    (request) => updateWidget(requestScope(request), request.params.id, request.body, request.body.image),
  );

  api.post(
    '/content-widgets/change-widget-position',
    {
      config: { permission: 'widgets.manage' },
      schema: {
        tags,
        summary:
          'Move a widget to a position (column_number) and a place in it (new_position); update_validity_check = ' +
          "the page's validity_check, delete_validity_check = the widget's version, else 409 and nothing changes",
        consumes: FORMS,
        body: ZChangeWidgetPositionRequest,
        response: { 200: ZWidgetWriteResponse, ...WRITE_ERRORS },
      },
    },
    (request) => moveWidget(requestScope(request), request.body),
  );

  api.post(
    '/content-widgets/delete-page-widget/:id',
    {
      config: { permission: 'widgets.manage' },
      schema: {
        tags,
        summary: 'Delete a widget at the version the admin saw (delete_validity_check), else 409',
        consumes: FORMS,
        params: zIdParam,
        body: ZDeleteWidgetRequest,
        response: { 200: ZWidgetWriteResponse, ...WRITE_ERRORS },
      },
    },
    (request) => deleteWidget(requestScope(request), request.params.id, request.body),
  );
}
