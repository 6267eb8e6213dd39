/**
 * The owner's planner items (SPEC §7 "Planners", POST /planner-items/...): tasks written with the task form, products
 * and catalogs linked from their pages, the one-field changes, moving and deleting. Every write answers the item with
 * its planner's new totals. Front users only (planners.keep); another's item or planner is a 404.
 */
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import {
  ZCalculatePriceParams,
  ZLinkCatalogParams,
  ZLinkProductParams,
  ZPlannerIdParams,
  ZPlannerItemChange,
  ZPlannerItemDeleted,
  ZPlannerItemIdParams,
  ZPlannerItemInPlannerParams,
  ZPlannerItemMove,
  ZPlannerNoteRequest,
  ZPlannerPriceParams,
  ZPlannerTaskRequest,
  ZScheduledDateRequest,
} from '@izlog/contract/planners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile } from '../../../../platform/http/form-body';
import { partialBody } from '../../../../platform/http/partial-update';
import { requestScope } from '../../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../../platform/http/schemas';
import { zSwitchBody } from '../switch-body';
import { deletePlannerItem } from './delete-planner-item';
import { linkToPlanner } from './link-to-planner';
import { movePlannerItem } from './move-planner-item';
import {
  changeCalculatePrice,
  savePlannerItemNote,
  savePriceOfPlannerItem,
  saveScheduledDate,
  showPlannerItemPublicly,
  showPricePublicly,
} from './planner-item-fields';
import { createPlannerTask, updatePlannerTask } from './save-planner-task';

const tags = ['Planners'];
const base = '/planner-items';
const FORMS = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
const OWNER_WRITE = { permission: 'planners.keep', keepsPublicCache: true } as const;
const CHANGE_ANSWERS = { 200: ZPlannerItemChange, 404: ZApiError, 422: ZFieldErrorList };

/** The picture as a file; anything else in `image` (the old URL a form sends back) keeps the picture. */
const zImageFile = z.preprocess((value) => (isUploadedFile(value) ? value : undefined), zUploadedFile.optional());
const ZPlannerTaskForm = ZPlannerTaskRequest.safeExtend({ image: zImageFile });

export async function plannerItemsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${base}/create-planner-task/:plannerId`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          'Add a task: title, category (a product category of the site), address, city, date and time required; ' +
          'remark, contacts, price with its currency, the three switches, a picture as `image` file or stock_image',
        consumes: FORMS,
        params: ZPlannerIdParams,
        body: ZPlannerTaskForm,
        response: { ...CHANGE_ANSWERS, 413: ZApiError, 415: ZApiError },
      },
    },
    (request) => createPlannerTask(requestScope(request), request.params.plannerId, request.body),
  );

  api.post(
    `${base}/update-planner-task/:itemId`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          'Change a task: a field not sent keeps its value, an optional one sent empty is cleared (the picture stays ' +
          'unless sent or remove_image); a linked product or catalog is a 422',
        consumes: FORMS,
        params: ZPlannerItemIdParams,
        body: partialBody(ZPlannerTaskRequest).extend({ image: zImageFile }),
        response: { ...CHANGE_ANSWERS, 413: ZApiError, 415: ZApiError },
      },
    },
    (request) => updatePlannerTask(requestScope(request), request.params.itemId, request.body),
  );

  api.post(
    `${base}/link-product-to-planner/:plannerId/:contentId`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          'Add a product the public sees to a planner with its price after discount: 200 when added, 202 with the ' +
          'item already there; a price above a planner price (99 999 999,99) is a 422',
        params: ZLinkProductParams,
        response: { ...CHANGE_ANSWERS, 202: ZPlannerItemChange },
      },
    },
    async (request, reply) => {
      const { plannerId, contentId } = request.params;
      const outcome = await linkToPlanner(requestScope(request), plannerId, { contentId });
      return reply.code(outcome.alreadyLinked ? 202 : 200).send(outcome.change);
    },
  );

  api.post(
    `${base}/link-catalog-to-planner/:plannerId/:catalogId`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: 'Add an approved catalog to a planner: 200 when added, 202 with the item already there',
        params: ZLinkCatalogParams,
        response: { ...CHANGE_ANSWERS, 202: ZPlannerItemChange },
      },
    },
    async (request, reply) => {
      const { plannerId, catalogId } = request.params;
      const outcome = await linkToPlanner(requestScope(request), plannerId, { catalogId });
      return reply.code(outcome.alreadyLinked ? 202 : 200).send(outcome.change);
    },
  );

  api.post(
    `${base}/switch-to-another-planner/:itemId/:plannerId`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          'Move an item to another of the user’s planners (plannerId is the target); answers both planners. The ' +
          'same planner is a 422; a product or catalog the target already holds a 409',
        params: ZPlannerItemInPlannerParams,
        response: { 200: ZPlannerItemMove, 404: ZApiError, 409: ZApiError, 422: ZFieldErrorList },
      },
    },
    (request) => movePlannerItem(requestScope(request), request.params.itemId, request.params.plannerId),
  );

  api.post(
    `${base}/delete-planner-item/:itemId/:plannerId`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: 'Delete an item of the planner; answers the planner with its new totals',
        params: ZPlannerItemInPlannerParams,
        response: { 200: ZPlannerItemDeleted, 404: ZApiError },
      },
    },
    (request) => deletePlannerItem(requestScope(request), request.params.itemId, request.params.plannerId),
  );

  api.post(
    `${base}/save-scheduled-date/:id`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          "An item's date and time (HH:MM, Belgrade); one not sent keeps its value, one sent empty is cleared, but a task's cannot be",
        consumes: FORMS,
        params: zIdParam,
        body: ZScheduledDateRequest,
        response: CHANGE_ANSWERS,
      },
    },
    (request) => saveScheduledDate(requestScope(request), request.params.id, request.body),
  );

  api.post(
    `${base}/save-planner-item-note/:id`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: "An item's remark; empty removes it",
        consumes: FORMS,
        params: zIdParam,
        body: ZPlannerNoteRequest,
        response: CHANGE_ANSWERS,
      },
    },
    (request) => savePlannerItemNote(requestScope(request), request.params.id, request.body),
  );

  api.post(
    `${base}/save-price-of-planner-item/:id/:price/:currencyId`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          'An item’s price ("1234.50" or "1234,5") in dinars (1) or euros (2); a euro price keeps today’s middle rate',
        params: ZPlannerPriceParams,
        response: CHANGE_ANSWERS,
      },
    },
    (request) => savePriceOfPlannerItem(requestScope(request), request.params),
  );

  api.post(
    `${base}/change-calculate-price/:id/:value`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: "Whether the item's price counts in its planner's totals (1/0, true/false)",
        params: ZCalculatePriceParams,
        response: CHANGE_ANSWERS,
      },
    },
    (request) => changeCalculatePrice(requestScope(request), request.params.id, request.params.value),
  );

  api.post(
    `${base}/show-price-publicly/:id`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: "Whether a public planner shows the item's price: no `value` flips it, a `value` sets it",
        consumes: FORMS,
        params: zIdParam,
        body: zSwitchBody,
        response: CHANGE_ANSWERS,
      },
    },
    (request) => showPricePublicly(requestScope(request), request.params.id, request.body),
  );

  api.post(
    `${base}/show-planner-item-publicly/:id`,
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          'Whether a public planner shows the item: no `value` flips it. A task shown publicly waits for a ' +
          'moderator (status pending) before the public sees it',
        consumes: FORMS,
        params: zIdParam,
        body: zSwitchBody,
        response: CHANGE_ANSWERS,
      },
    },
    (request) => showPlannerItemPublicly(requestScope(request), request.params.id, request.body),
  );
}
