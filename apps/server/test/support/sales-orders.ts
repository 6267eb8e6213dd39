/** Test helpers of orders and provisioning (modules/platform/sales): the order form, its call, and waiting for the jobs. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { platformCall } from './sales-console';

export const uniqueSubdomain = (prefix = 'shop') => `${prefix}-${randomBytes(4).toString('hex')}`;

/** A complete order form of a basic licence on a fresh subdomain. */
export const orderForm = (values: Record<string, unknown> = {}) => ({
  licence_type: 'basic',
  template_id: 1,
  title_of_app: 'Cvećara Lala',
  title_of_app_unique: uniqueSubdomain(),
  language_id: 1,
  description: 'Cveće i aranžmani za svaku priliku, iz Novog Sada.',
  phone: '0641234567',
  country: 'Srbija',
  city: 'Novi Sad',
  address: 'Bulevar oslobođenja 10',
  ...values,
});

export const createLicenceCall = (app: FastifyInstance, account: { token: string } | null, payload: object) =>
  platformCall(app, account, { method: 'POST', url: '/api/v1/licences/create-licence', payload });

/** Waits until the provisioning jobs queued so far have run (or failed for good). */
export const drainProvisioning = (app: FastifyInstance) => app.deps.jobs.drain(['provision-order'], 30_000);
