/**
 * The owner's planners (SPEC §7 "Planners"; issue 15): the list, one planner with its items by category, and the
 * writes. Front users only (planners.keep); another user's planner, public or not, is a 404 on every call. Writes keep
 * the visitors' cached answers unless a public planner changed (planner-scope.ts drops them then).
 */
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import { ZPlanner, ZPlannerDetail, ZPlannerRequest, ZPlannersQuery } from '@izlog/contract/planners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { partialBody } from '../../../platform/http/partial-update';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { createPlanner } from './create-planner';
import { deletePlanner } from './delete-planner';
import { getPlannerDetail, listPlanners } from './read-planners';
import { zSwitchBody } from './switch-body';
import { togglePublicPlanner, updatePlanner } from './update-planner';

const tags = ['Planners'];
const FORMS = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];
const OWNER_WRITE = { permission: 'planners.keep', keepsPublicCache: true } as const;

export async function ownPlannersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/planners',
    {
      config: { permission: 'planners.keep' },
      schema: {
        tags,
        summary:
          "The signed-in user's planners, newest change first, with their totals; filter[title], filter[is_public]",
        querystring: ZPlannersQuery,
        response: { 200: z.array(ZPlanner), 422: ZFieldErrorList },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listPlanners(requestScope(request), request.query, page)),
  );

  api.get(
    '/planners/planner-categories/:id',
    {
      config: { permission: 'planners.keep' },
      schema: {
        tags,
        summary:
          "One of the user's planners with its totals and its items grouped by category (items without one last), " +
          'in a group by date and time (undated last)',
        params: zIdParam,
        response: { 200: ZPlannerDetail, 404: ZApiError },
      },
    },
    (request) => getPlannerDetail(requestScope(request), request.params.id),
  );

  api.post(
    '/planners/create-planner',
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: 'A new private planner (title and description required); at most PLANNERS_PER_USER_MAX per user',
        consumes: FORMS,
        body: ZPlannerRequest,
        response: { 200: ZPlanner, 422: ZFieldErrorList },
      },
    },
    (request) => createPlanner(requestScope(request), request.body),
  );

  api.post(
    '/planners/update-planner/:id',
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: "Change a planner's title and description; one not sent keeps its value, one sent empty is a 422",
        consumes: FORMS,
        params: zIdParam,
        body: partialBody(ZPlannerRequest),
        response: { 200: ZPlanner, 404: ZApiError, 422: ZFieldErrorList },
      },
    },
    (request) => updatePlanner(requestScope(request), request.params.id, request.body),
  );

  api.post(
    '/planners/delete-planner/:id',
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary: 'Delete a planner with its items; answers 204 without a body',
        params: zIdParam,
        response: { 204: z.null(), 404: ZApiError },
      },
    },
    async (request, reply) => {
      await deletePlanner(requestScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/planners/toggle-public-planner/:id',
    {
      config: OWNER_WRITE,
      schema: {
        tags,
        summary:
          'Make a planner public or private: no `value` flips it, a `value` sets it. A public planner shows its ' +
          'approved items shown publicly to everyone',
        consumes: FORMS,
        params: zIdParam,
        body: zSwitchBody,
        response: { 200: ZPlanner, 404: ZApiError, 422: ZFieldErrorList },
      },
    },
    (request) => togglePublicPlanner(requestScope(request), request.params.id, request.body),
  );
}
