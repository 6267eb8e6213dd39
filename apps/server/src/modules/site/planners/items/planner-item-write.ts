/**
 * The one way an item is written (issue 15 part 2): in one transaction, lock the owner's planner, write the item, then
 * rewrite the planner's kept totals from its items' sum — so the totals equal the items whatever order the calls
 * come in. The answer (the item and its planner with the new totals) is read in the same transaction.
 */
import type { TPlannerItemChange } from '@izlog/contract/planners';
import { notFound } from '../../../../platform/http/errors';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { presentPlanner, presentPlannerItem } from '../planner.presenter';
import { forgetPublicAnswersIf, ownerIdOf, todaysEuroRate } from '../planner-scope';
import { findOwnPlanners, lockOwnPlanners, type TPlannerRecord, type TPlannerRow } from '../planners.queries';
import { settleChange, type TItemValues } from './planner-item-change';
import {
  findOwnItemPlannerId,
  findOwnItemRecord,
  lockOwnItem,
  type TPlannerItemRecord,
  type TPlannerItemRow,
  updateOwnItem,
} from './planner-items.queries';
import { keepPlannerTotals } from './planner-totals';

/** How often an item that moved between its read and its planner's lock is looked up again. */
const LOCATE_ATTEMPTS = 3;

/** The owner's item and its planner, both locked (planner first, as every item write takes them); else 404. */
export async function lockOwnItemAndPlanner(
  tx: TenantDb,
  ownerId: number,
  itemId: number,
): Promise<{ item: TPlannerItemRow; planner: TPlannerRow }> {
  for (let attempt = 0; attempt < LOCATE_ATTEMPTS; attempt++) {
    const plannerId = await findOwnItemPlannerId(tx, ownerId, itemId);
    if (plannerId === undefined) break;
    const [planner] = await lockOwnPlanners(tx, ownerId, [plannerId]);
    if (!planner) break;
    const item = await lockOwnItem(tx, ownerId, itemId, plannerId);
    if (item) return { item, planner };
  }
  throw notFound();
}

/** What a write read back in its transaction, to answer once it committed. */
export type TWrittenItem = { item: TPlannerItemRecord; planners: TPlannerRecord[]; touchedPublic: boolean };

/**
 * Reads the item and the planners a write touched, inside its transaction (after their totals were rewritten), and
 * whether a visitor could see the change: a planner public before the write (`wasPublic`) or after it. A read that
 * wrote nothing leaves `wasPublic` out.
 */
export async function readWritten(
  tx: TenantDb,
  ownerId: number,
  itemId: number,
  plannerIds: number[],
  wasPublic?: boolean,
): Promise<TWrittenItem> {
  const [item, planners] = await Promise.all([
    findOwnItemRecord(tx, ownerId, itemId),
    findOwnPlanners(tx, ownerId, plannerIds),
  ]);
  const touchedPublic = wasPublic !== undefined && (wasPublic || planners.some((planner) => planner.isPublic));
  return { item: item!, planners, touchedPublic };
}

/** The answer of an item write: the item and the planner it is in, totals at today's rate. */
export async function answerItemChange(scope: TRequestScope, written: TWrittenItem): Promise<TPlannerItemChange> {
  forgetPublicAnswersIf(scope, written.touchedPublic);
  const rate = await todaysEuroRate(scope);
  const planner = written.planners.find((record) => record.id === written.item.plannerId)!;
  return { item: presentPlannerItem(written.item), planner: presentPlanner(planner, rate) };
}

/**
 * A change of one of the owner's items: `next` gives its new values from the locked item (it may refuse with a 422);
 * the status, calendar sequence and reminder follow (settleChange); the planner's totals are rewritten.
 */
export async function changeOwnItem(
  scope: TRequestScope,
  itemId: number,
  next: (item: TPlannerItemRow, tx: TenantDb) => TItemValues | Promise<TItemValues>,
): Promise<TPlannerItemChange> {
  const ownerId = ownerIdOf(scope);
  const written = await scope.tenant.transaction(async (tx) => {
    const { item, planner } = await lockOwnItemAndPlanner(tx, ownerId, itemId);
    await updateOwnItem(tx, ownerId, itemId, settleChange(item, await next(item, tx)));
    await keepPlannerTotals(tx, ownerId, [planner.id]);
    return readWritten(tx, ownerId, itemId, [planner.id], planner.isPublic);
  });
  return answerItemChange(scope, written);
}
