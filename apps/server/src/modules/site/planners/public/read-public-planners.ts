/** What anyone may read of planners (SPEC §2 PublicPlannerItems): the public planners, and one with its public items. */
import type { TPublicPlannerDetail, TPublicPlannerSummary, TPublicPlannersQuery } from '@izlog/contract/planners';
import { notFound } from '../../../../platform/http/errors';
import type { TPage } from '../../../../platform/http/pagination';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { presentPublicPlannerDetail, presentPublicPlannerSummary } from './public-planner.presenter';
import {
  findPublicPlanner,
  listPublicItems,
  listPublicPlanners,
  type TPublicPlannerHead,
} from './public-planners.queries';

export async function listPublicPlannerSummaries(
  scope: TRequestScope,
  query: TPublicPlannersQuery,
  page: TPage,
): Promise<{ items: TPublicPlannerSummary[]; total: number }> {
  const { rows, total } = await listPublicPlanners(scope.tenant, { userId: query['filter[user_id]'] }, page);
  return { items: rows.map(presentPublicPlannerSummary), total };
}

/**
 * A public planner as the public sees it, whoever asks: its owner too sees here only what the public sees (their own
 * page shows the rest). The public sees a planner made public, its words approved by a moderator, of an active owner,
 * with at least one item it sees; any other (private, waiting, empty, another licence's) is not found.
 */
export async function getPublicPlanner(scope: TRequestScope, id: number): Promise<TPublicPlannerDetail> {
  // Side by side, on two connections: the items tell whether the public sees any, so the planner's own read skips
  // that question; a planner the public does not see is rare, and its items are then read for nothing.
  const [head, items] = await Promise.all([
    findPublicPlanner(scope.tenant, id, { withPublicItem: false }),
    listPublicItems(scope.tenant, id),
  ]);
  if (!head || items.length === 0) throw notFound();
  return presentPublicPlannerDetail(head, items);
}

/**
 * The planner the public sees, by the same rule as its page (other modules name it: a single page's title), or
 * undefined.
 */
export const findPlannerThePublicSees = (tdb: TenantDb, id: number): Promise<TPublicPlannerHead | undefined> =>
  findPublicPlanner(tdb, id);
