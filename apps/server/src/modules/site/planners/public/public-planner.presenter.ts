/**
 * Rows → what the public sees of planners (ZPublicPlannerSummary, ZPublicPlannerDetail): no street address, phone or
 * e-mail, and a price only where its owner shows it; items in groups of one category, in the order the rows come.
 */
import type { TPublicPlannerDetail, TPublicPlannerItem, TPublicPlannerSummary } from '@izlog/contract/planners';
import { minutesOf } from '../items/planner-item-change';
import { groupByCategory, presentItemView } from '../items/planner-item-view';
import type { TPublicItemRow, TPublicPlannerHead, TPublicPlannerRow } from './public-planners.queries';

export const presentPublicPlannerSummary = (row: TPublicPlannerRow): TPublicPlannerSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  user: { id: row.userId, username: row.username },
  items_count: row.itemsCount,
  updated_at: row.updatedAt.toISOString(),
});

export function presentPublicItem(row: TPublicItemRow): TPublicPlannerItem {
  const showsPrice = row.showPricePublicly && row.priceMinor !== null;
  return {
    id: row.id,
    ...presentItemView(row),
    remark: row.remark,
    scheduled_date: row.scheduledDate,
    scheduled_time: minutesOf(row.scheduledTime),
    city: row.city,
    country: row.country,
    price_minor: showsPrice ? row.priceMinor : null,
    currency_id: showsPrice ? row.currencyId : null,
  };
}

export function presentPublicPlannerDetail(head: TPublicPlannerHead, rows: TPublicItemRow[]): TPublicPlannerDetail {
  return {
    planner: presentPublicPlannerSummary({ ...head, itemsCount: rows.length }),
    categories: groupByCategory(rows.map(presentPublicItem)),
  };
}
