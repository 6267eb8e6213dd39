/** How many planner items of the licence wait for a moderator: the planner items' badge of moderation-numbers. */
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { countWaitingPlannerItems } from './planner-moderation.queries';
import { countWaitingPlanners } from './planner-words-moderation.queries';

export function countPlannerItemsOnModeration(scope: Pick<TRequestScope, 'tenant'>): Promise<number> {
  return countWaitingPlannerItems(scope.tenant);
}

/** How many public planners' own words wait for a moderator: the planners' badge of moderation-numbers. */
export function countPlannersOnModeration(scope: Pick<TRequestScope, 'tenant'>): Promise<number> {
  return countWaitingPlanners(scope.tenant);
}
