/**
 * POST /biddings/disable-bidding-item/{id}: the first place is switched off and leaves the category's list at once
 * (the write drops the licence's cached answers). Switching off one already off changes nothing and says so by its
 * state; one that ended by its days is history, not switched off (409).
 */
import { AppError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { biddingItemState } from './bidding.presenter';
import { switchOffBiddingItem, type TBiddingItemRecord } from './bidding.queries';
import { belgradeToday } from './bidding-days';
import { getBiddingItemRecord } from './list-bidding-items';

export async function disableBiddingItem(scope: TRequestScope, id: number): Promise<TBiddingItemRecord> {
  const actor = requireSignedIn(scope.actor);
  const record = await getBiddingItemRecord(scope, id);
  const state = biddingItemState(record, belgradeToday());
  if (state === 'disabled') return record;
  if (state === 'ended') throw new AppError(409, 'bidding_item_ended');
  await switchOffBiddingItem(scope.tenant, id, actor.userId);
  return getBiddingItemRecord(scope, id);
}
