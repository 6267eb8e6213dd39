/** POST /planners/create-planner: a new private planner of the signed-in user, within PLANNERS_PER_USER_MAX. */
import { PLANNERS_PER_USER_MAX, type TPlanner, type TPlannerRequest } from '@izlog/contract/planners';
import { fieldError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { settlePlannerStatus } from './items/planner-item-status';
import { ownerIdOf } from './planner-scope';
import { countOwnPlanners, insertPlanner, lockPlannerOwner } from './planners.queries';
import { getOwnPlanner } from './read-planners';

export async function createPlanner(scope: TRequestScope, input: TPlannerRequest): Promise<TPlanner> {
  const ownerId = ownerIdOf(scope);
  const id = await scope.tenant.transaction(async (tx) => {
    await lockPlannerOwner(tx, ownerId);
    if ((await countOwnPlanners(tx, ownerId)) >= PLANNERS_PER_USER_MAX) {
      throw fieldError('title', 'planner_limit', { max: PLANNERS_PER_USER_MAX });
    }
    const words = { title: input.title, description: input.description };
    return insertPlanner(tx, {
      userId: ownerId,
      ...words,
      status: settlePlannerStatus(null, { ...words, isPublic: false }),
    });
  });
  return getOwnPlanner(scope, id);
}
