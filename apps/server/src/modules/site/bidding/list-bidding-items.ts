/**
 * GET /bidding-items and GET /biddings/bidding-report/{id}: first places with their impressions and clicks. The counts
 * kept in memory are written first, so what the back office reads is current to the request.
 */
import type { TBiddingItemsQuery, TBiddingReport } from '@izlog/contract/bidding';
import { notFound } from '../../../platform/http/errors';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentBiddingItem } from './bidding.presenter';
import { dailyCounts, findBiddingItemRecord, listBiddingItemRecords, type TBiddingItemRecord } from './bidding.queries';
import { writePendingCounts } from './bidding-counts';
import { addDays, belgradeToday } from './bidding-days';

export async function listBiddingItems(scope: TRequestScope, query: TBiddingItemsQuery, page: TPage) {
  await writePendingCounts(scope.deps, scope.log);
  const today = belgradeToday();
  const filter = {
    contentId: query['filter[content_id]'],
    catalogId: query['filter[catalog_id]'],
    categoryId: query['filter[category_id]'],
    state: query['filter[state]'],
  };
  const { records, total } = await listBiddingItemRecords(scope.tenant, filter, today, page);
  return { items: records.map((record) => presentBiddingItem(record, today)), total };
}

/** One of the licence's bidding items; another licence's or none is 404. */
export async function getBiddingItemRecord(scope: TRequestScope, id: number): Promise<TBiddingItemRecord> {
  const record = await findBiddingItemRecord(scope.tenant, id);
  if (!record) throw notFound();
  return record;
}

/**
 * Every day the item has run so far (its start to its end or today, whichever comes first), a day without a serving
 * as zeros, so a chart of the report has no gaps; a day counted outside them (none, unless its days were changed)
 * is listed too.
 */
export async function biddingReport(scope: TRequestScope, id: number): Promise<TBiddingReport> {
  await writePendingCounts(scope.deps, scope.log);
  const record = await getBiddingItemRecord(scope, id);
  const today = belgradeToday();
  const counted = new Map((await dailyCounts(scope.tenant, id)).map((row) => [row.day, row]));
  const lastDay = record.endDate < today ? record.endDate : today;
  const days: TBiddingReport['days'] = [];
  for (let day = record.startDate; day <= lastDay; day = addDays(day, 1)) {
    const row = counted.get(day);
    days.push({ day, impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 });
    counted.delete(day);
  }
  for (const row of counted.values()) days.push({ day: row.day, impressions: row.impressions, clicks: row.clicks });
  days.sort((a, b) => a.day.localeCompare(b.day));
  return { item: presentBiddingItem(record, today), days };
}
