/**
 * Moderation of planner items (SPEC §6: moderators manage the status of planner items): the queue, approve and
 * disapprove, by the status rules of planner-item-status.ts — only a waiting item is approved; disapprove also
 * withdraws an approved one from the public, as a comment's does. The decision names the version the moderator read
 * and is taken under the item's row lock (planner-decision.ts): an owner's change since, or another moderator first,
 * is a 409.
 */
import type { TModerationPlannerItem } from '@izlog/contract/planners';
import { notFound } from '../../../../platform/http/errors';
import type { TPage } from '../../../../platform/http/pagination';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { requireSignedIn } from '../../../../platform/permissions/policy';
import type { TPlannerItemDecision } from '../items/planner-item-status';
import { checkDecision } from './planner-decision';
import { presentModerationPlannerItem } from './planner-moderation.presenter';
import {
  findModerationItem,
  listWaitingPlannerItems,
  lockModerationItem,
  setItemStatus,
} from './planner-moderation.queries';

export async function listPlannerItemsOnModeration(
  scope: TRequestScope,
  page: TPage,
): Promise<{ items: TModerationPlannerItem[]; total: number }> {
  const { rows, total } = await listWaitingPlannerItems(scope.tenant, page);
  return { items: rows.map(presentModerationPlannerItem), total };
}

export async function decidePlannerItem(
  scope: TRequestScope,
  id: number,
  decision: TPlannerItemDecision,
  seenUpdatedAt: string,
): Promise<TModerationPlannerItem> {
  const moderator = requireSignedIn(scope.actor);
  await scope.tenant.transaction(async (tx) => {
    checkDecision(await lockModerationItem(tx, id), seenUpdatedAt, decision, {
      changed: 'planner_item_changed',
      notWaiting: 'planner_item_not_waiting',
    });
    await setItemStatus(tx, id, decision, moderator.userId);
  });
  const row = await findModerationItem(scope.tenant, id);
  if (!row) throw notFound();
  return presentModerationPlannerItem(row);
}
