/**
 * HTTP of public planners (SPEC §7 "Planners", PublicPlannerItems): the list and one planner's public items, for
 * anyone. Visitors' answers come from the answer cache until the licence's next write (every write drops them).
 */
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import { ZPublicPlannerDetail, ZPublicPlannerSummary, ZPublicPlannersQuery } from '@izlog/contract/planners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../../platform/http/page-reply';
import { requestScope } from '../../../../platform/http/request-scope';
import { zIdParam } from '../../../../platform/http/schemas';
import { getPublicPlanner, listPublicPlannerSummaries } from './read-public-planners';

const tags = ['Planners'];

export async function publicPlannersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/public-planners',
    {
      config: { permission: 'planners.readPublic', publicCache: { untilWrite: true } },
      schema: {
        tags,
        summary:
          'Public planners with at least one item the public sees, newest change first: filter[user_id]; ' +
          'items_count counts the public items only',
        querystring: ZPublicPlannersQuery,
        response: { 200: z.array(ZPublicPlannerSummary), 422: ZFieldErrorList },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listPublicPlannerSummaries(requestScope(request), request.query, page)),
  );

  api.get(
    '/planners/public-planner-categories/:id',
    {
      config: { permission: 'planners.readPublic', publicCache: { untilWrite: true } },
      schema: {
        tags,
        summary:
          'A public planner with the items the public sees, grouped by category (by name; items without one last), ' +
          'by date and time: shown publicly and, when user-written, approved; prices only where shown publicly; no ' +
          'street address, phone or e-mail. A planner that is not public is a 404, to its owner too',
        params: zIdParam,
        response: { 200: ZPublicPlannerDetail, 404: ZApiError },
      },
    },
    (request) => getPublicPlanner(requestScope(request), request.params.id),
  );
}
