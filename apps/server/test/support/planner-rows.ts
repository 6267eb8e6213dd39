/**
 * Planner rows written directly, as a front user's calls would leave them, and the calls of the public planner,
 * moderation and calendar tests: each test states the items it needs (status, switches, links) in a line.
 */
import type { FastifyInstance } from 'fastify';
import { plannerItems, planners } from '../../src/db/schema';
import type { TTestLicence } from '../factories';
import { call } from '../harness';
import { tenantOf } from './content-test-support';

export type TPlannerRow = typeof planners.$inferSelect;
export type TPlannerItemRow = typeof plannerItems.$inferSelect;

/** A planner of the user: public, its words approved by a moderator, unless the values say otherwise. */
export async function insertPlanner(
  app: FastifyInstance,
  licence: TTestLicence,
  userId: number,
  values: Partial<Omit<typeof planners.$inferInsert, 'licenceId' | 'userId'>> = {},
): Promise<TPlannerRow> {
  const [row] = await tenantOf(app, licence)
    .insert(planners, {
      userId,
      title: 'Venčanje',
      description: 'Sve za veliki dan',
      isPublic: true,
      status: 'approved',
      ...values,
    })
    .returning();
  return row!;
}

/** An item of the planner (of its owner): a task approved and shown publicly unless the values say otherwise. */
export async function insertItem(
  app: FastifyInstance,
  licence: TTestLicence,
  planner: TPlannerRow,
  values: Partial<Omit<typeof plannerItems.$inferInsert, 'licenceId' | 'plannerId' | 'userId'>> = {},
): Promise<TPlannerItemRow> {
  const [row] = await tenantOf(app, licence)
    .insert(plannerItems, {
      plannerId: planner.id,
      userId: planner.userId,
      kind: 'task',
      title: 'Torta',
      address: 'Knez Mihailova 5',
      city: 'Beograd',
      country: 'Srbija',
      contactPhone: '+381 11 123 4567',
      contactEmail: 'poslasticarnica@example.com',
      scheduledDate: '2026-06-20',
      scheduledTime: '18:00',
      showPublicly: true,
      status: 'approved',
      ...values,
    })
    .returning();
  return row!;
}

type TOptions = { token?: string; language?: 'en' | 'srp' };

export const getPublicPlanner = (app: FastifyInstance, licence: TTestLicence, id: number, options: TOptions = {}) =>
  call(app, {
    method: 'GET',
    url: `/api/v1/planners/public-planner-categories/${id}`,
    licence: licence.id,
    ...options,
  });

export const getPublicPlanners = (app: FastifyInstance, licence: TTestLicence, query = '', options: TOptions = {}) =>
  call(app, { method: 'GET', url: `/api/v1/public-planners${query}`, licence: licence.id, ...options });

/** The version a moderator read: a row's `updatedAt`, or the queue's `updated_at` as sent. */
const versionOf = (seen: Date | string) => (typeof seen === 'string' ? seen : seen.toISOString());

export const moderatePlannerItem = (
  app: FastifyInstance,
  licence: TTestLicence,
  decision: 'approve' | 'disapprove',
  id: number,
  seen: Date | string,
  options: TOptions = {},
) =>
  call(app, {
    method: 'POST',
    url: `/api/v1/moderations/${decision}-planner-item/${id}`,
    licence: licence.id,
    payload: { updated_at: versionOf(seen) },
    ...options,
  });

/** A decision on a planner's own words (title, description). */
export const moderatePlanner = (
  app: FastifyInstance,
  licence: TTestLicence,
  decision: 'approve' | 'disapprove',
  id: number,
  seen: Date | string,
  options: TOptions = {},
) =>
  call(app, {
    method: 'POST',
    url: `/api/v1/moderations/${decision}-planner/${id}`,
    licence: licence.id,
    payload: { updated_at: versionOf(seen) },
    ...options,
  });

export const getPlannersOnModeration = (
  app: FastifyInstance,
  licence: TTestLicence,
  query = '',
  options: TOptions = {},
) =>
  call(app, {
    method: 'GET',
    url: `/api/v1/moderations/planners-on-moderation${query}`,
    licence: licence.id,
    ...options,
  });

export const getPlannerItemsOnModeration = (
  app: FastifyInstance,
  licence: TTestLicence,
  query = '',
  options: TOptions = {},
) =>
  call(app, {
    method: 'GET',
    url: `/api/v1/moderations/planner-items-on-moderation${query}`,
    licence: licence.id,
    ...options,
  });
