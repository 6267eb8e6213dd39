/**
 * The orders module (SPEC §4 purchase flow, §7 create-licence; issue 13): a sales user orders a new licence, reads
 * their order, and renews a licence; a paid order's provisioning runs as the 'provision-order' job registered here.
 * Every call is 'sales.own' on any host, so a licence user calling one on a site gets 403 (decision 0026); paths are
 * the web's `salesApiPaths`.
 */
import { ZCreateLicenceRequest, ZSalesOrder } from '@izlog/contract/sales';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile } from '../../../platform/http/form-body';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { workTracked } from '../../../platform/jobs/tracked-jobs';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { createLicenceOrder } from './create-licence';
import { getSalesOrder } from './get-sales-order';
import { presentOrder } from './order.presenter';
import { provisionOrder } from './provision-order';
import { PROVISION_ORDER_JOB, type TProvisionOrderJob } from './provisioning-queue';
import { renewLicence } from './renew-licence';

const tags = ['Licence sales'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
const own = { permission: 'sales.own', host: 'any' } as const;

/** The platform account calling (every caller here is signed in), else the address: one account's orders are limited. */
const orderingAccount = (request: FastifyRequest): string =>
  request.actor.kind === 'platform' ? `platform-user:${request.actor.platformUserId}` : `address:${request.ip}`;

/** The logo: a PNG/JPEG file, a base64 data URL or a stock photo's download location (SPEC §3 "stock or base64"). */
const zOrderIcon = z.preprocess(
  (value) => (isUploadedFile(value) || (typeof value === 'string' && value.trim()) ? value : undefined),
  z.union([zUploadedFile, z.string().trim().max(8_000_000)]).optional(),
);
export async function salesModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each order holds names for an hour and each renewal is an order: a person makes a few, a script would not stop.
  const ordering = {
    ...own,
    rateLimit: { max: app.deps.config.ORDER_RATE_PER_MINUTE, timeWindow: '1 minute', keyGenerator: orderingAccount },
  };

  api.post(
    '/licences/create-licence',
    {
      config: ordering,
      schema: {
        tags,
        summary:
          'Order a new licence: the order holds its subdomain (and custom domain) while it waits for payment; the price ' +
          'is the server’s (a sent price is ignored). A free licence without a custom domain is paid at once',
        consumes,
        body: ZCreateLicenceRequest.extend({ icon: zOrderIcon }),
        response: { 200: ZSalesOrder },
      },
    },
    async (request) =>
      presentOrder(
        await createLicenceOrder(app.deps, requirePlatformActor(request.actor), request.body, request.language),
      ),
  );

  api.get(
    '/licences/get-sales-order/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'One of your orders, with its licence once provisioned',
        params: zIdParam,
        response: { 200: ZSalesOrder },
      },
    },
    async (request) =>
      presentOrder(await getSalesOrder(app.deps, requirePlatformActor(request.actor), request.params.id)),
  );

  api.post(
    '/licences/renew-licence/:id',
    {
      config: ordering,
      schema: {
        tags,
        summary:
          'A renewal order for one more year of your licence at today’s price (active, or expired within the grace ' +
          'period); a renewal still waiting for payment is answered again',
        params: zIdParam,
        response: { 200: ZSalesOrder },
      },
    },
    async (request) =>
      presentOrder(
        await renewLicence(app.deps, requirePlatformActor(request.actor), request.params.id, request.language),
      ),
  );

  // A paid order's site (provision-order.ts); the console watches its job record.
  await workTracked<TProvisionOrderJob>(app.deps, PROVISION_ORDER_JOB, async ({ orderId }, run) => {
    await run.progress(10);
    await provisionOrder(app.deps, orderId, { log: app.log });
  });
}
