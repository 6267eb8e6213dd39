/**
 * The owner's one-field calls on an item (SPEC §7): its date and time, remark, price, whether the price counts, and
 * the two public switches. Each is a change of the locked item (planner-item-write.ts); a switch without a value
 * flips, with one it sets (a double click changes nothing).
 */

import { priceToMinorUnits } from '@izlog/contract/contents';
import type { TCurrencyId, TPlannerItemChange, TScheduledDateRequest, TSwitchRequest } from '@izlog/contract/planners';
import { isCalendarDate } from '../../../../platform/exchange-rates/working-days';
import { fieldError } from '../../../../platform/http/errors';
import { isSent } from '../../../../platform/http/partial-update';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { todaysEuroRate } from '../planner-scope';
import { valuesOf } from './planner-item-change';
import { changeOwnItem } from './planner-item-write';
import { pricedValues } from './planner-price';

/** A day the calendar has (the schema checked its shape: 2026-02-30 passes that). */
export function assertCalendarDay(day: string | undefined, field = 'scheduled_date'): void {
  if (day !== undefined && !isCalendarDate(day)) throw fieldError(field, 'planner_date_invalid');
}

/** A task keeps a date and a time (SPEC §5); a linked item's may be cleared, but a time needs its day. */
export function saveScheduledDate(scope: TRequestScope, id: number, sent: TScheduledDateRequest) {
  assertCalendarDay(sent.scheduled_date);
  return changeOwnItem(scope, id, (item) => {
    // Not sent keeps the stored value; sent empty clears it (decision 0050).
    const isTimeSent = isSent(sent, 'scheduled_time');
    const date = isSent(sent, 'scheduled_date') ? (sent.scheduled_date ?? null) : item.scheduledDate;
    let time = isTimeSent ? (sent.scheduled_time ?? null) : item.scheduledTime;
    if (item.kind === 'task') {
      if (date === null) throw fieldError('scheduled_date', 'planner_date_required');
      if (time === null) throw fieldError('scheduled_time', 'planner_date_required');
    } else if (date === null) {
      if (isTimeSent && time !== null) throw fieldError('scheduled_date', 'planner_item_date_required');
      // A time without its day means nothing: clearing the day clears it.
      time = null;
    }
    return { ...valuesOf(item), scheduledDate: date, scheduledTime: time };
  });
}

export const savePlannerItemNote = (scope: TRequestScope, id: number, input: { remark?: string }) =>
  changeOwnItem(scope, id, (item) => ({ ...valuesOf(item), remark: input.remark ?? null }));

/** The price as typed ("1234,50"), in minor units of its currency; a euro price keeps today's rate. */
export async function savePriceOfPlannerItem(
  scope: TRequestScope,
  params: { id: number; price: string; currencyId: TCurrencyId },
): Promise<TPlannerItemChange> {
  const rate = await todaysEuroRate(scope);
  const priceMinor = priceToMinorUnits(params.price);
  return changeOwnItem(scope, params.id, (item) => ({
    ...valuesOf(item),
    ...pricedValues(priceMinor, params.currencyId, item, rate),
  }));
}

export const changeCalculatePrice = (scope: TRequestScope, id: number, value: boolean) =>
  changeOwnItem(scope, id, (item) => ({ ...valuesOf(item), calculatePrice: value }));

export const showPricePublicly = (scope: TRequestScope, id: number, input: TSwitchRequest) =>
  changeOwnItem(scope, id, (item) => ({
    ...valuesOf(item),
    showPricePublicly: input.value ?? !item.showPricePublicly,
  }));

/** Shown publicly, a task waits for a moderator (planner-item-status.ts); hidden, it is private again. */
export const showPlannerItemPublicly = (scope: TRequestScope, id: number, input: TSwitchRequest) =>
  changeOwnItem(scope, id, (item) => ({ ...valuesOf(item), showPublicly: input.value ?? !item.showPublicly }));
