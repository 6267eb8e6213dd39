/**
 * delete-planner-item/{itemId}/{plannerId}: the owner's item leaves the planner the path names (an item elsewhere, or
 * another's, is a 404); the answer is that planner with its new totals.
 */
import type { TPlannerItemDeleted } from '@izlog/contract/planners';
import { notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { presentPlanner } from '../planner.presenter';
import { forgetPublicAnswersIf, ownerIdOf, todaysEuroRate } from '../planner-scope';
import { findOwnPlanner, lockOwnPlanners } from '../planners.queries';
import { deleteOwnItem, lockOwnItem } from './planner-items.queries';
import { keepPlannerTotals } from './planner-totals';

export async function deletePlannerItem(
  scope: TRequestScope,
  itemId: number,
  plannerId: number,
): Promise<TPlannerItemDeleted> {
  const ownerId = ownerIdOf(scope);
  const planner = await scope.tenant.transaction(async (tx) => {
    const [locked] = await lockOwnPlanners(tx, ownerId, [plannerId]);
    if (!locked || !(await lockOwnItem(tx, ownerId, itemId, plannerId))) throw notFound();
    await deleteOwnItem(tx, ownerId, itemId);
    await keepPlannerTotals(tx, ownerId, [plannerId]);
    return (await findOwnPlanner(tx, ownerId, plannerId))!;
  });
  forgetPublicAnswersIf(scope, planner.isPublic);
  return { planner: presentPlanner(planner, await todaysEuroRate(scope)) };
}
