/**
 * Paid first places (SPEC §7 "Bidding", issue 14): the bidding duration (admins), the bidding items of the back office
 * (staff: list, place first, switch off, a report per day) and the visitors' click on a sponsored entry. Each route:
 * permission → validate → one operation → presenter.
 */
import {
  ZBiddingClickParams,
  ZBiddingDurationRequest,
  ZBiddingItem,
  ZBiddingItemsQuery,
  ZBiddingReport,
  ZCreateBiddingItemRequest,
} from '@izlog/contract/bidding';
import { ZApiError, ZFieldErrorList } from '@izlog/contract/errors';
import { ZPublicLicence } from '@izlog/contract/licence';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { presentPublicLicence } from '../licences/licence.presenter';
import { presentBiddingItem } from './bidding.presenter';
import { belgradeToday } from './bidding-days';
import { createBiddingItem } from './create-bidding-item';
import { disableBiddingItem } from './disable-bidding-item';
import { biddingReport, listBiddingItems } from './list-bidding-items';
import { recordClick } from './record-click';
import { updateBiddingDuration } from './update-bidding-duration';

const tags = ['Bidding'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
/** Clicks one address may report a minute: a visitor opens far fewer sponsored entries than this. */
const CLICKS_PER_MINUTE = 60;

export async function biddingModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/biddings/update-bidding-duration',
    {
      config: { permission: 'bidding.duration' },
      schema: {
        tags,
        summary: 'How many days a new first place lasts (BIDDING_DURATION range); answers the licence details',
        consumes,
        body: ZBiddingDurationRequest,
        response: { 200: ZPublicLicence, 422: ZFieldErrorList },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      return presentPublicLicence(await updateBiddingDuration(scope, request.body.duration), scope.deps);
    },
  );

  api.get(
    '/bidding-items',
    {
      config: { permission: 'bidding.manage' },
      schema: {
        tags,
        summary:
          'First places, newest first, with state (scheduled, active, ended, disabled), remaining days and the ' +
          'impressions and clicks counted so far; filter by content_id, catalog_id, category_id, state',
        querystring: ZBiddingItemsQuery,
        response: { 200: z.array(ZBiddingItem), 422: ZFieldErrorList },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listBiddingItems(requestScope(request), request.query, page)),
  );

  api.post(
    '/biddings/create-bidding-item',
    {
      config: { permission: 'bidding.manage' },
      schema: {
        tags,
        summary:
          'Place an approved product (content_id) or catalog (catalog_id) first in its category from start_date ' +
          '(today when absent) for the licence’s bidding duration',
        consumes,
        body: ZCreateBiddingItemRequest,
        response: { 200: ZBiddingItem, 422: ZFieldErrorList },
      },
    },
    async (request) =>
      presentBiddingItem(await createBiddingItem(requestScope(request), request.body), belgradeToday()),
  );

  api.post(
    '/biddings/disable-bidding-item/:id',
    {
      config: { permission: 'bidding.manage' },
      schema: {
        tags,
        summary: 'Switch a first place off: it leaves its category’s list at once (409 when it has already ended)',
        params: zIdParam,
        response: { 200: ZBiddingItem, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) =>
      presentBiddingItem(await disableBiddingItem(requestScope(request), request.params.id), belgradeToday()),
  );

  api.get(
    '/biddings/bidding-report/:id',
    {
      config: { permission: 'bidding.manage' },
      schema: {
        tags,
        summary: 'A first place with its impressions and clicks per day, every day it has run so far',
        params: zIdParam,
        response: { 200: ZBiddingReport, 404: ZApiError },
      },
    },
    (request) => biddingReport(requestScope(request), request.params.id),
  );

  api.post(
    '/biddings/record-click/:id',
    {
      // Counted in memory: the click changes no visitor's answer, so the licence's cached answers stay.
      config: {
        permission: 'bidding.click',
        keepsPublicCache: true,
        rateLimit: { max: CLICKS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'A visitor opened a sponsored entry (bidding_item_id of the category list): counts a click; no body',
        params: ZBiddingClickParams,
        response: { 204: z.null(), 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await recordClick(requestScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
