/**
 * What follows from any change of an item, worked out in one place for every write: its public status, the calendar's
 * SEQUENCE (bumped by a change a calendar shows) and the reminder (due again when the date moves).
 */

import { settleItemStatus } from './planner-item-status';
import type { TPlannerItemInsert, TPlannerItemRow } from './planner-items.queries';

/** The columns the owner's calls set; the rest follow from them. One list types the values and picks them. */
export const ITEM_VALUE_FIELDS = [
  'title',
  'remark',
  'image',
  'imageSizes',
  'stockImage',
  'scheduledDate',
  'scheduledTime',
  'address',
  'city',
  'country',
  'contactPhone',
  'contactEmail',
  'categoryId',
  'priceMinor',
  'currencyId',
  'rateMiddle',
  'rateParity',
  'rateDate',
  'calculatePrice',
  'showPublicly',
  'showPricePublicly',
] as const satisfies readonly (keyof TPlannerItemRow)[];

export type TItemValues = Pick<TPlannerItemRow, (typeof ITEM_VALUE_FIELDS)[number]>;

/** The values of an item as they are, for a change of a few of them. */
export const valuesOf = (item: TPlannerItemRow): TItemValues =>
  Object.fromEntries(ITEM_VALUE_FIELDS.map((field) => [field, item[field]])) as TItemValues;

/** What a calendar event shows of an item (planner-calendar.ts: SUMMARY, DTSTART, LOCATION, DESCRIPTION). */
const CALENDAR_FIELDS = [
  'title',
  'scheduledDate',
  'scheduledTime',
  'address',
  'city',
  'country',
  'remark',
] as const satisfies readonly (keyof TItemValues)[];

/** The database gives a time as HH:MM:SS; the calls send HH:MM. */
export const minutesOf = (time: string | null): string | null => (time === null ? null : time.slice(0, 5));

const sameValue = (field: keyof TItemValues, a: unknown, b: unknown) =>
  field === 'scheduledTime' ? minutesOf(a as string | null) === minutesOf(b as string | null) : a === b;

/** The values an update writes: the owner's, with the status, sequence and reminder they lead to. */
export function settleChange(before: TPlannerItemRow, next: TItemValues): Partial<TPlannerItemInsert> {
  const calendarChanged = CALENDAR_FIELDS.some((field) => !sameValue(field, before[field], next[field]));
  const normalizedNext = { ...next, scheduledTime: minutesOf(next.scheduledTime) };
  const normalizedBefore = { ...before, scheduledTime: minutesOf(before.scheduledTime) };
  return {
    ...next,
    status: settleItemStatus(normalizedBefore, { ...normalizedNext, kind: before.kind }),
    sequence: calendarChanged ? before.sequence + 1 : before.sequence,
    remindedForDate: before.scheduledDate === next.scheduledDate ? before.remindedForDate : null,
    updatedAt: new Date(),
  };
}

/** The values a new item is written with. */
export function settleNew(
  kind: string,
  next: TItemValues,
): Pick<TPlannerItemInsert, 'status' | 'sequence' | 'remindedForDate'> {
  return { status: settleItemStatus(null, { ...next, kind }), sequence: 0, remindedForDate: null };
}
