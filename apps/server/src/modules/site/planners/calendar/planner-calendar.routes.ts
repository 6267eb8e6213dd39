/**
 * HTTP of the planner's calendar (issue 15 part 5): the owner's download, the private link (made, replaced, revoked)
 * and the link's calendar, read by calendar apps without signing in. The file is never cached: it is private.
 */
import { ZApiError } from '@izlog/contract/errors';
import { ZCalendarLink, ZCalendarTokenParams, ZPlanner } from '@izlog/contract/planners';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../../../platform/http/attachment-disposition';
import { requestScope } from '../../../../platform/http/request-scope';
import { zIdParam } from '../../../../platform/http/schemas';
import { createCalendarLink, revokeCalendarLink } from './calendar-link';
import { linkedPlannerCalendar, ownPlannerCalendar, type TCalendarFile } from './planner-calendar-file';

const tags = ['Planners'];
/** A calendar app reads a link every few hours; this is far above that and keeps guessing slow. */
const FEED_READS_PER_MINUTE = 60;
/** The link is no visitor's answer: making or revoking it keeps the site's cached answers. */
const LINK_WRITE = { permission: 'planners.keep', keepsPublicCache: true } as const;

const sendCalendar = (reply: FastifyReply, file: TCalendarFile, disposition: 'attachment' | 'inline') =>
  reply
    .type('text/calendar; charset=utf-8')
    .header(
      'content-disposition',
      disposition === 'attachment' ? attachmentDisposition(file.fileName) : `inline; filename="${file.fileName}"`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.text);

export async function plannerCalendarRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/planners/calendar/:id',
    {
      config: { permission: 'planners.keep' },
      schema: {
        tags,
        summary:
          "Download one of the user's planners as an iCalendar file (RFC 5545): each dated item an event in " +
          'Europe/Belgrade, with a reminder the day before',
        params: zIdParam,
        produces: ['text/calendar'],
        response: { 404: ZApiError },
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await ownPlannerCalendar(requestScope(request), request.params.id), 'attachment'),
  );

  api.post(
    '/planners/create-calendar-link/:id',
    {
      config: LINK_WRITE,
      schema: {
        tags,
        summary:
          "A private address of the planner's calendar for calendar apps, shown this once; it replaces the planner's " +
          'earlier link',
        params: zIdParam,
        response: { 200: ZCalendarLink, 404: ZApiError },
      },
    },
    (request) => createCalendarLink(requestScope(request), request.params.id),
  );

  api.post(
    '/planners/revoke-calendar-link/:id',
    {
      config: LINK_WRITE,
      schema: {
        tags,
        summary: "Revoke the planner's calendar link: its address answers 404 from now on",
        params: zIdParam,
        response: { 200: ZPlanner, 404: ZApiError },
      },
    },
    (request) => revokeCalendarLink(requestScope(request), request.params.id),
  );

  api.get(
    '/planner-calendars/:token',
    {
      config: {
        permission: 'planners.calendarFeed',
        rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          "A planner's calendar by its private link (<token>.ics), for calendar apps; a revoked or unknown link is a 404",
        params: ZCalendarTokenParams,
        produces: ['text/calendar'],
        response: { 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) =>
      sendCalendar(reply, await linkedPlannerCalendar(requestScope(request), request.params.token), 'inline'),
  );
}
