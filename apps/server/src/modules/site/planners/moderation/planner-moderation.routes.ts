/**
 * HTTP of planner moderation (SPEC §6, §7 "Moderation"; decision 0041): the queues of planner items and of planners'
 * own words, and approve or disapprove (or withdraw) each, naming the version the moderator read.
 */
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import { ZPageQuery } from '@izlog/contract/pagination';
import { ZModerationPlanner, ZModerationPlannerItem, ZPlannerDecisionRequest } from '@izlog/contract/planners';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../../platform/http/page-reply';
import { requestScope } from '../../../../platform/http/request-scope';
import { zIdParam } from '../../../../platform/http/schemas';
import type { TPlannerItemDecision } from '../items/planner-item-status';
import { decidePlanner, listPlannersOnModeration } from './moderate-planner';
import { decidePlannerItem, listPlannerItemsOnModeration } from './moderate-planner-item';

const tags = ['Moderation'];
const config = { permission: 'planners.moderate' } as const;

const VERSION_RULE =
  'The body names the updated_at the moderator read: a change by the owner since is a 409 (the list loads again)';

/** The four decisions, one route each: what is decided, to which status, and what the call says of itself. */
const DECISIONS: readonly {
  path: string;
  decision: TPlannerItemDecision;
  subject: 'item' | 'planner';
  summary: string;
}[] = [
  {
    path: 'approve-planner-item',
    decision: 'approved',
    subject: 'item',
    summary: 'Approve a planner item waiting for moderation; 409 when it is not waiting or has changed',
  },
  {
    path: 'disapprove-planner-item',
    decision: 'disapproved',
    subject: 'item',
    summary:
      'Disapprove a planner item waiting for moderation, or withdraw an approved one from the public; 409 otherwise',
  },
  {
    path: 'approve-planner',
    decision: 'approved',
    subject: 'planner',
    summary:
      "Approve a public planner's title and description: visitors see it from now on (once it has a public item)",
  },
  {
    path: 'disapprove-planner',
    decision: 'disapproved',
    subject: 'planner',
    summary:
      "Disapprove a public planner's title and description, or withdraw approved ones: visitors no longer see it",
  },
];

export async function plannerModerationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/moderations/planner-items-on-moderation',
    {
      config,
      schema: {
        tags,
        summary:
          'Planner items waiting for moderation, oldest change first: user-written items shown publicly in public ' +
          "planners, whatever the planner's own status (a private planner's items wait unseen until it is made public)",
        querystring: ZPageQuery,
        response: { 200: z.array(ZModerationPlannerItem) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listPlannerItemsOnModeration(requestScope(request), page)),
  );

  api.get(
    '/moderations/planners-on-moderation',
    {
      config,
      schema: {
        tags,
        summary:
          'Public planners whose title and description wait for moderation, oldest change first (a private ' +
          'planner waits unseen until it is made public)',
        querystring: ZPageQuery,
        response: { 200: z.array(ZModerationPlanner) },
      },
    },
    (request, reply) => replyWithPage(request, reply, (page) => listPlannersOnModeration(requestScope(request), page)),
  );

  for (const { path, decision, subject, summary } of DECISIONS) {
    const decide = subject === 'item' ? decidePlannerItem : decidePlanner;
    api.post(
      `/moderations/${path}/:id`,
      {
        config,
        schema: {
          tags,
          summary,
          description: VERSION_RULE,
          params: zIdParam,
          body: ZPlannerDecisionRequest,
          response: {
            200: subject === 'item' ? ZModerationPlannerItem : ZModerationPlanner,
            404: ZApiError,
            409: ZApiError,
            422: ZFieldErrorList,
          },
        },
      },
      (request) => decide(requestScope(request), request.params.id, decision, request.body.updated_at),
    );
  }
}
