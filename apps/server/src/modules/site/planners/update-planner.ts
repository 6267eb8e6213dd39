/**
 * update-planner/{id} (title and description) and toggle-public-planner/{id} (no value flips, a value sets): the
 * owner's planner, another's is a 404. Each write settles the planner's status (planner-item-status.ts): made public
 * for the first time, or its words changed after that, it waits for a moderator.
 */
import type { TPlanner, TPlannerRequest, TSwitchRequest } from '@izlog/contract/planners';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { settlePlannerStatus, type TPlannerPublicFacts } from './items/planner-item-status';
import { forgetPublicAnswersIf, ownerIdOf } from './planner-scope';
import { lockOwnPlanners, type TPlannerRow, updateOwnPlanner } from './planners.queries';
import { getOwnPlanner } from './read-planners';

/**
 * Runs `change` on the owner's locked planner and settles its status from the words and flag it ends with. The
 * visitors' cached answers go when the planner was public before or after: whatever its status, a public planner may
 * be one they were shown (approved), or stop being one.
 */
async function changeOwnPlanner(
  scope: TRequestScope,
  id: number,
  change: (planner: TPlannerRow) => Partial<TPlannerPublicFacts>,
): Promise<TPlanner> {
  const ownerId = ownerIdOf(scope);
  const touchedPublic = await scope.tenant.transaction(async (tx) => {
    const [planner] = await lockOwnPlanners(tx, ownerId, [id]);
    if (!planner) throw notFound();
    const after = {
      title: planner.title,
      description: planner.description,
      isPublic: planner.isPublic,
      ...change(planner),
    };
    const wordsChanged = after.title !== planner.title || after.description !== planner.description;
    await updateOwnPlanner(tx, ownerId, id, {
      ...after,
      status: settlePlannerStatus(planner, after),
      ...(wordsChanged ? { wordsUpdatedAt: new Date() } : {}),
    });
    return planner.isPublic || after.isPublic;
  });
  forgetPublicAnswersIf(scope, touchedPublic);
  return getOwnPlanner(scope, id);
}

/** Both words are required: one not sent keeps its value, one sent empty was refused by the route (decision 0050). */
export const updatePlanner = (scope: TRequestScope, id: number, sent: Partial<TPlannerRequest>) =>
  changeOwnPlanner(scope, id, () => ({
    ...(sent.title !== undefined ? { title: sent.title } : {}),
    ...(sent.description !== undefined ? { description: sent.description } : {}),
  }));

export const togglePublicPlanner = (scope: TRequestScope, id: number, input: TSwitchRequest) =>
  changeOwnPlanner(scope, id, (planner) => ({ isPublic: input.value ?? !planner.isPublic }));
