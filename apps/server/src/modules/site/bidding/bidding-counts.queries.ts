/**
 * The first places' counter writer (platform/views/daily-item-counts.ts): adds buffered impressions and clicks to
 * bidding_daily_stats, every licence's in one INSERT … ON CONFLICT DO UPDATE. It runs outside any request, on the
 * unscoped handle: each row names its own licence, and only counts of an existing bidding item of that licence are
 * written (a count of an item or licence deleted meanwhile is dropped, never a failed batch).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';

/** One item's counts of one day, both measures together. */
export type TItemDayTotals = { licenceId: number; id: number; day: string; impressions: number; clicks: number };

export async function addBiddingDailyCounts(db: Db, totals: TItemDayTotals[]): Promise<void> {
  if (totals.length === 0) return;
  const rows = totals.map(
    ({ licenceId, id, day, impressions, clicks }) =>
      sql`(${licenceId}::int, ${id}::int, ${day}::date, ${impressions}::int, ${clicks}::int)`,
  );
  await db.execute(sql`
    insert into bidding_daily_stats (licence_id, bidding_item_id, day, impressions, clicks)
    select v.licence_id, v.bidding_item_id, v.day, v.impressions, v.clicks
    from (values ${sql.join(rows, sql`, `)}) as v(licence_id, bidding_item_id, day, impressions, clicks)
    join bidding_items b on b.licence_id = v.licence_id and b.id = v.bidding_item_id
    on conflict (licence_id, bidding_item_id, day) do update
    set impressions = bidding_daily_stats.impressions + excluded.impressions,
        clicks = bidding_daily_stats.clicks + excluded.clicks`);
}
