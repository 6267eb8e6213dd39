/** A bidding item as the back office sees it: its days, state and remaining days told by today (Belgrade). */
import type { TBiddingItem, TBiddingItemState } from '@izlog/contract/bidding';
import type { TBiddingItemRecord } from './bidding.queries';
import { daysBetween } from './bidding-days';

export function biddingItemState(item: Pick<TBiddingItemRecord, 'active' | 'startDate' | 'endDate'>, today: string) {
  let state: TBiddingItemState = 'active';
  if (!item.active) state = 'disabled';
  else if (item.startDate > today) state = 'scheduled';
  else if (item.endDate < today) state = 'ended';
  return state;
}

/** Days still to run including today; a scheduled item has all of its days ahead, an ended or disabled one none. */
function remainingDays(record: TBiddingItemRecord, state: TBiddingItemState, today: string): number {
  if (state === 'scheduled') return daysBetween(record.startDate, record.endDate) + 1;
  if (state === 'active') return daysBetween(today, record.endDate) + 1;
  return 0;
}

export function presentBiddingItem(record: TBiddingItemRecord, today: string): TBiddingItem {
  const state = biddingItemState(record, today);
  return {
    id: record.id,
    content_id: record.contentId,
    catalog_id: record.catalogId,
    title: record.title,
    category: { id: record.categoryId, name: record.categoryName },
    start_date: record.startDate,
    end_date: record.endDate,
    remaining_days: remainingDays(record, state, today),
    active: record.active,
    state,
    impressions: record.impressions,
    clicks: record.clicks,
    created_at: record.createdAt.toISOString(),
  };
}
