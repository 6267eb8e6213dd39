/**
 * switch-to-another-planner/{itemId}/{plannerId}: the owner's item moves to another planner of theirs (the target:
 * another's is a 404, the same one a 422). A product or catalog the target already holds is a 409 naming it. Both
 * planners are locked (in id order) and both keep their totals; the answer has both.
 */
import { PLANNER_ITEMS_MAX, type TPlannerItemMove } from '@izlog/contract/planners';
import { AppError, fieldError, notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { presentPlanner } from '../planner.presenter';
import { ownerIdOf, todaysEuroRate } from '../planner-scope';
import { lockOwnPlanners } from '../planners.queries';
import { answerItemChange, readWritten } from './planner-item-write';
import {
  countOwnItemsOf,
  findLinkedItemId,
  findOwnItemPlannerId,
  lockOwnItem,
  updateOwnItem,
} from './planner-items.queries';
import { keepPlannerTotals } from './planner-totals';

export async function movePlannerItem(
  scope: TRequestScope,
  itemId: number,
  targetId: number,
): Promise<TPlannerItemMove> {
  const ownerId = ownerIdOf(scope);
  const written = await scope.tenant.transaction(async (tx) => {
    const fromId = await findOwnItemPlannerId(tx, ownerId, itemId);
    if (fromId === undefined) throw notFound();
    if (fromId === targetId) throw fieldError('plannerId', 'planner_same_planner');
    const locked = await lockOwnPlanners(tx, ownerId, [fromId, targetId]);
    const from = locked.find((planner) => planner.id === fromId);
    const target = locked.find((planner) => planner.id === targetId);
    if (!target) throw notFound();
    // Moved or deleted between the first read and the locks: the caller's view of it is gone.
    const item = from && (await lockOwnItem(tx, ownerId, itemId, fromId));
    if (!item) throw notFound();
    const linked =
      item.contentId !== null
        ? { contentId: item.contentId }
        : item.catalogId !== null
          ? { catalogId: item.catalogId }
          : null;
    if (linked && (await findLinkedItemId(tx, ownerId, targetId, linked)) !== undefined) {
      throw new AppError(409, 'planner_item_already_linked', { planner: target.title }, 'plannerId');
    }
    if ((await countOwnItemsOf(tx, ownerId, targetId)) >= PLANNER_ITEMS_MAX) {
      throw fieldError('plannerId', 'planner_items_limit', { max: PLANNER_ITEMS_MAX });
    }
    await updateOwnItem(tx, ownerId, itemId, { plannerId: targetId, updatedAt: new Date() });
    await keepPlannerTotals(tx, ownerId, [fromId, targetId]);
    return readWritten(tx, ownerId, itemId, [fromId, targetId], from.isPublic || target.isPublic);
  });
  const change = await answerItemChange(scope, written);
  const from = written.planners.find((planner) => planner.id !== targetId)!;
  return { ...change, from: presentPlanner(from, await todaysEuroRate(scope)) };
}
