/**
 * The checks a moderator's decision on a planner item or a planner's own words passes, under the row's lock: the row
 * is one the moderator reaches (else 404), it is still the version the moderator read (decision 0011: a decision
 * names exactly what the moderator saw — else 409 "changed"), and the decision may be taken from its status (else 409
 * "not waiting", which is also what the second of two moderators deciding at once meets).
 */
import type { TMessageKey } from '@izlog/contract/messages';
import { AppError, notFound } from '../../../../platform/http/errors';
import { canDecidePlannerItem, type TPlannerItemDecision } from '../items/planner-item-status';
import type { TDecisionFacts } from './planner-moderation.queries';

export type TDecisionRefusals = { changed: TMessageKey; notWaiting: TMessageKey };

export function checkDecision(
  facts: TDecisionFacts | undefined,
  seenUpdatedAt: string,
  decision: TPlannerItemDecision,
  refusals: TDecisionRefusals,
): void {
  if (!facts) throw notFound();
  // The version as the queue presented it: the stored timestamp in ISO form, compared as text.
  if (facts.updatedAt.toISOString() !== seenUpdatedAt) throw new AppError(409, refusals.changed);
  if (!canDecidePlannerItem(facts.status, decision)) throw new AppError(409, refusals.notWaiting);
}
