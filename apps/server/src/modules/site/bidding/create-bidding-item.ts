/**
 * POST /biddings/create-bidding-item: a product or catalog placed first in its category from a start day (today in
 * Belgrade when none is given) for the licence's bidding duration. The item must be approved and in an active
 * category; one item has at most one first place switched on for any day (decision 0036).
 */
import { BIDDING_START_MAX_DAYS_AHEAD, type TCreateBiddingItemRequest } from '@izlog/contract/bidding';
import { FieldValidationError, fieldError, type TFieldProblem } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { PUBLIC_STATUS } from '../publishing/status-machine';
import {
  insertBiddingItem,
  lockPlacedItem,
  overlapsActivePlace,
  type TBiddingItemRecord,
  type TPlacedItem,
} from './bidding.queries';
import { addDays, belgradeToday, isCalendarDate } from './bidding-days';
import { getBiddingItemRecord } from './list-bidding-items';

/** The start day asked for, checked against today; a problem names `start_date`. */
function startDayOf(asked: string | undefined, today: string): string {
  if (asked === undefined) return today;
  if (!isCalendarDate(asked)) throw fieldError('start_date', 'bidding_date_invalid');
  if (asked < today) throw fieldError('start_date', 'bidding_start_in_past');
  if (asked > addDays(today, BIDDING_START_MAX_DAYS_AHEAD)) {
    throw fieldError('start_date', 'bidding_start_too_far', { days: BIDDING_START_MAX_DAYS_AHEAD });
  }
  return asked;
}

export async function createBiddingItem(
  scope: TRequestScope,
  input: TCreateBiddingItemRequest,
): Promise<TBiddingItemRecord> {
  const today = belgradeToday();
  const startDate = startDayOf(input.start_date, today);
  const endDate = addDays(startDate, scope.licence.biddingDuration - 1);
  const item: TPlacedItem =
    input.content_id !== undefined ? { contentId: input.content_id } : { catalogId: input.catalog_id! };
  const field = item.contentId !== undefined ? 'content_id' : 'catalog_id';
  const id = await scope.tenant.transaction(async (tx) => {
    const facts = await lockPlacedItem(tx, item);
    if (!facts) throw fieldError(field, 'bidding_item_unknown');
    if (!facts.isProduct) throw fieldError(field, 'bidding_item_not_product');
    const problems: TFieldProblem[] = [];
    if (facts.status !== PUBLIC_STATUS) problems.push({ field, key: 'bidding_item_not_approved' });
    if (!facts.categoryUsable) problems.push({ field, key: 'bidding_item_no_category' });
    if (problems.length > 0) throw new FieldValidationError(problems);
    if (await overlapsActivePlace(tx, item, startDate, endDate))
      throw fieldError('start_date', 'bidding_item_overlaps');
    return insertBiddingItem(tx, {
      contentId: item.contentId ?? null,
      catalogId: item.catalogId ?? null,
      categoryId: facts.categoryId!,
      startDate,
      endDate,
      createdBy: requireSignedIn(scope.actor).userId,
    });
  });
  return getBiddingItemRecord(scope, id);
}
