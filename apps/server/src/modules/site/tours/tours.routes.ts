/**
 * HTTP of the guided tours (issue 16): the signed-in user's progress in each tour and its save, and the admin's setup
 * checklist. Tenant-scoped: a user's progress is theirs on their licence only.
 */
import { ZSaveTourProgressRequest, ZSetupChecklist, ZTourProgress } from '@izlog/contract/tours';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestScope } from '../../../platform/http/request-scope';
import { getSetupChecklist } from './setup-checklist';
import { getTourProgress, saveTourProgress } from './tour-progress';

const tags = ['Guided tours'];

export async function toursModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tours/progress',
    {
      config: { permission: 'tours.keepProgress' },
      schema: {
        tags,
        summary: 'Where the signed-in user stands in each guided tour they started (none yet: an empty list)',
        response: { 200: z.array(ZTourProgress) },
      },
    },
    (request) => getTourProgress(requestScope(request)),
  );

  api.post(
    '/tours/save-progress',
    {
      config: { permission: 'tours.keepProgress' },
      schema: {
        tags,
        summary:
          'Saves the step reached and the status (running, skipped, finished) of a tour; 422 for a step the tour does ' +
          'not have or a version it never had. A version older than the stored one changes nothing. Answers what is stored',
        body: ZSaveTourProgressRequest,
        response: { 200: ZTourProgress },
      },
    },
    (request) => saveTourProgress(requestScope(request), request.body),
  );

  api.get(
    '/licences/setup-checklist',
    {
      config: { permission: 'site.manage' },
      schema: {
        tags,
        summary:
          "The admin's setup checklist: logo, greetings, first product, first widget and contact service, each done " +
          "or not from the site's data",
        response: { 200: ZSetupChecklist },
      },
    },
    (request) => getSetupChecklist(requestScope(request)),
  );
}
