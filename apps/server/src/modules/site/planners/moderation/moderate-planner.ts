/**
 * Moderation of planners' own words (decision 0041): a public planner's title and description reach visitors only
 * once a moderator approves them. The queue, approve (a waiting planner) and disapprove (a waiting one, or withdraw an
 * approved one), each naming the version the moderator read, under the planner's row lock (planner-decision.ts).
 */
import type { TModerationPlanner } from '@izlog/contract/planners';
import { notFound } from '../../../../platform/http/errors';
import type { TPage } from '../../../../platform/http/pagination';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { requireSignedIn } from '../../../../platform/permissions/policy';
import type { TPlannerItemDecision } from '../items/planner-item-status';
import { checkDecision } from './planner-decision';
import { presentModerationPlanner } from './planner-moderation.presenter';
import {
  findModerationPlanner,
  listWaitingPlanners,
  lockModerationPlanner,
  setPlannerStatus,
} from './planner-words-moderation.queries';

export async function listPlannersOnModeration(
  scope: TRequestScope,
  page: TPage,
): Promise<{ items: TModerationPlanner[]; total: number }> {
  const { rows, total } = await listWaitingPlanners(scope.tenant, page);
  return { items: rows.map(presentModerationPlanner), total };
}

export async function decidePlanner(
  scope: TRequestScope,
  id: number,
  decision: TPlannerItemDecision,
  seenUpdatedAt: string,
): Promise<TModerationPlanner> {
  const moderator = requireSignedIn(scope.actor);
  await scope.tenant.transaction(async (tx) => {
    checkDecision(await lockModerationPlanner(tx, id), seenUpdatedAt, decision, {
      changed: 'planner_changed',
      notWaiting: 'planner_not_waiting',
    });
    await setPlannerStatus(tx, id, decision, moderator.userId);
  });
  const row = await findModerationPlanner(scope.tenant, id);
  if (!row) throw notFound();
  return presentModerationPlanner(row);
}
