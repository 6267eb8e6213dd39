/**
 * The sales console's calls (SPEC §7 "Licence and site", §6 SALES USER; issue 13): the licence lists of a sales user,
 * a partner and the platform admin, one licence, its forms (logo, stock logo, description, location, phone, status),
 * the partners' commission ledger and the open proforma invoices. Platform accounts only (a licence user is 403); a
 * licence that is not the account's is a 404.
 */

import { ZPageQuery } from '@izlog/contract/pagination';
import { ZSalesLicenceStatusRequest } from '@izlog/contract/sales';
import {
  ZCommissionLedgerEntry,
  ZCommissionSummary,
  ZCommissionsQuery,
  ZConsoleLicence,
  ZOpenInvoice,
  ZPartnerLicence,
  ZPartnerLicencesQuery,
  ZSalesLicenceDescriptionRequest,
  ZSalesLicenceLocationRequest,
  ZSalesLicencePhoneRequest,
  ZSalesLicenceStockLogoRequest,
  ZSalesLicencesQuery,
} from '@izlog/contract/sales-console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyWithPage } from '../../../platform/http/page-reply';
import { partialBody } from '../../../platform/http/partial-update';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { commissionSummary, listCommissionsPage } from './commissions';
import {
  getConsoleLicence,
  listAllLicencesPage,
  listOwnLicencesPage,
  listPartnersLicencesPage,
} from './console-licences';
import { listOpenInvoicesPage } from './open-invoices';
import {
  updateLicenceDescription,
  updateLicenceLocation,
  updateLicenceLogo,
  updateLicencePhone,
  updateLicenceStockLogo,
} from './update-sales-licence';
import { updateLicenceStatus } from './update-sales-licence-status';

const tags = ['Sales console'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
const own = { permission: 'sales.own', host: 'any' } as const;
const partners = { permission: 'sales.partnerLicences', host: 'any' } as const;
const platformAdmin = { permission: 'sales.platformAdmin', host: 'any' } as const;
const licenceList = ZPageQuery.extend(ZSalesLicencesQuery.shape);
const answer = { 200: ZConsoleLicence };

export async function salesConsoleModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/licences/get-sales-user-licences',
    {
      config: own,
      schema: {
        tags,
        summary:
          'The signed-in account’s own licences, newest first, paginated; filter[status|licence_type|search] (search: name, subdomain, domain); each with its latest jobs',
        querystring: licenceList,
        response: { 200: z.array(ZConsoleLicence) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listOwnLicencesPage(requestScope(request), request.query, page)),
  );

  api.get(
    '/licences/get-all-partners-licences',
    {
      config: partners,
      schema: {
        tags,
        summary:
          'Licences partners sold, with the commission each earned: a partner’s own; every partner’s for the platform admin (filter[partner_id] for one); the same filters as get-sales-user-licences',
        querystring: ZPageQuery.extend(ZPartnerLicencesQuery.shape),
        response: { 200: z.array(ZPartnerLicence) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listPartnersLicencesPage(requestScope(request), request.query, page)),
  );

  api.get(
    '/licences/get-all-licences',
    {
      config: platformAdmin,
      schema: {
        tags,
        summary: 'Every licence (the platform admin), newest first, paginated, with the same filters',
        querystring: licenceList,
        response: { 200: z.array(ZConsoleLicence) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listAllLicencesPage(requestScope(request), request.query, page)),
  );

  api.get(
    '/licences/get-sales-licence/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'One licence of the account (any for the platform admin; another’s is 404), with its recent jobs',
        params: zIdParam,
        response: answer,
      },
    },
    (request) => getConsoleLicence(requestScope(request), request.params.id),
  );

  api.post(
    '/licences/sales-user-update-licence-logo/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'The site’s logo: a PNG file in `icon` (read from its bytes); the site shows it at once',
        consumes,
        params: zIdParam,
        body: z.object({ icon: zUploadedFile }),
        response: answer,
      },
    },
    (request) => updateLicenceLogo(requestScope(request), request.params.id, request.body.icon),
  );

  api.post(
    '/licences/sales-user-update-licence-stock-logo/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'The site’s logo from a stock photo: its download location in `stock_icon`',
        consumes,
        params: zIdParam,
        body: ZSalesLicenceStockLogoRequest,
        response: answer,
      },
    },
    (request) => updateLicenceStockLogo(requestScope(request), request.params.id, request.body.stock_icon),
  );

  api.post(
    '/licences/sales-user-update-licence-description/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'The site’s description (empty clears it)',
        consumes,
        params: zIdParam,
        body: ZSalesLicenceDescriptionRequest,
        response: answer,
      },
    },
    (request) => updateLicenceDescription(requestScope(request), request.params.id, request.body.description),
  );

  api.post(
    '/licences/sales-user-update-licence-location/:id',
    {
      config: own,
      schema: {
        tags,
        summary:
          'The site’s location: country, city and address; a part not sent keeps its value, one sent empty is a 422 (each is required)',
        consumes,
        params: zIdParam,
        body: partialBody(ZSalesLicenceLocationRequest),
        response: answer,
      },
    },
    (request) => updateLicenceLocation(requestScope(request), request.params.id, request.body),
  );

  api.post(
    '/licences/sales-user-update-licence-phone/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'The site’s phone (digits only, at least 6)',
        consumes,
        params: zIdParam,
        body: ZSalesLicencePhoneRequest,
        response: answer,
      },
    },
    (request) => updateLicencePhone(requestScope(request), request.params.id, request.body.phone),
  );

  api.post(
    '/licences/sales-user-update-licence-status/:id',
    {
      config: own,
      schema: {
        tags,
        summary:
          'The licence’s status: a sales user active, suspended or closed on their own (an expired one is renewed, not reactivated); the platform admin any step of the state machine; an illegal step is a 422',
        consumes,
        params: zIdParam,
        body: ZSalesLicenceStatusRequest,
        response: answer,
      },
    },
    (request) => updateLicenceStatus(requestScope(request), request.params.id, request.body.status),
  );

  api.get(
    '/payments/commissions',
    {
      config: partners,
      schema: {
        tags,
        summary:
          'The commission ledger, newest first, paginated: a partner’s own; every partner’s for the platform admin (filter[partner_id]); filter[month]=YYYY-MM',
        querystring: ZPageQuery.extend(ZCommissionsQuery.shape),
        response: { 200: z.array(ZCommissionLedgerEntry) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listCommissionsPage(requestScope(request), request.query, page)),
  );

  api.get(
    '/payments/commissions-summary',
    {
      config: partners,
      schema: {
        tags,
        summary: 'The commission ledger’s sums (RSD minor units): accrued, reversed and net, in all and per month',
        querystring: ZCommissionsQuery,
        response: { 200: ZCommissionSummary },
      },
    },
    (request) => commissionSummary(requestScope(request), request.query),
  );

  api.get(
    '/payments/open-invoices',
    {
      config: platformAdmin,
      schema: {
        tags,
        summary: 'Orders to be paid by an IPS transfer (proforma) that are not paid yet, oldest first, with the buyer',
        querystring: ZPageQuery,
        response: { 200: z.array(ZOpenInvoice) },
      },
    },
    (request, reply) => replyWithPage(request, reply, (page) => listOpenInvoicesPage(requestScope(request), page)),
  );
}
