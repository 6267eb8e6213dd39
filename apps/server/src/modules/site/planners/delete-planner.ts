/** delete-planner/{id}: the owner's planner goes with its items (their rows cascade); another's is a 404. */
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { forgetPublicAnswersIf, ownerIdOf } from './planner-scope';
import { deleteOwnPlanner, lockOwnPlanners } from './planners.queries';

export async function deletePlanner(scope: TRequestScope, id: number): Promise<void> {
  const ownerId = ownerIdOf(scope);
  const wasPublic = await scope.tenant.transaction(async (tx) => {
    const [planner] = await lockOwnPlanners(tx, ownerId, [id]);
    if (!planner) throw notFound();
    await deleteOwnPlanner(tx, ownerId, id);
    return planner.isPublic;
  });
  forgetPublicAnswersIf(scope, wasPublic);
}
