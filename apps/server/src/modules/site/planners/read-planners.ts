/** GET /planners and GET /planners/planner-categories/{id}: the owner's planners, and one with its items. */
import type { TPlanner, TPlannerDetail, TPlannersQuery } from '@izlog/contract/planners';
import { notFound } from '../../../platform/http/errors';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { listPlannerItemRecords } from './items/planner-items.queries';
import { presentPlanner, presentPlannerDetail } from './planner.presenter';
import { ownerIdOf, todaysEuroRate } from './planner-scope';
import { findOwnPlanner, listOwnPlanners } from './planners.queries';

export async function listPlanners(
  scope: TRequestScope,
  query: TPlannersQuery,
  page: TPage,
): Promise<TPageResult<TPlanner>> {
  const filter = { title: query['filter[title]'], isPublic: query['filter[is_public]'] };
  const [{ records, total }, rate] = await Promise.all([
    listOwnPlanners(scope.tenant, ownerIdOf(scope), filter, page),
    todaysEuroRate(scope),
  ]);
  return { items: records.map((record) => presentPlanner(record, rate)), total };
}

/** The planner page: the planner with its kept totals and its items by category, in two reads whatever its size. */
export async function getPlannerDetail(scope: TRequestScope, id: number): Promise<TPlannerDetail> {
  const ownerId = ownerIdOf(scope);
  const [planner, items, rate] = await Promise.all([
    findOwnPlanner(scope.tenant, ownerId, id),
    listPlannerItemRecords(scope.tenant, ownerId, id),
    todaysEuroRate(scope),
  ]);
  if (!planner) throw notFound();
  return presentPlannerDetail(planner, items, rate);
}

/** One of the owner's planners as the calls answer it. */
export async function getOwnPlanner(scope: TRequestScope, id: number): Promise<TPlanner> {
  const [planner, rate] = await Promise.all([
    findOwnPlanner(scope.tenant, ownerIdOf(scope), id),
    todaysEuroRate(scope),
  ]);
  if (!planner) throw notFound();
  return presentPlanner(planner, rate);
}
