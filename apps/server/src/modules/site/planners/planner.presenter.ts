/** The owner's planners and items → the wire shapes of packages/contract/src/planners.ts. */
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import type { TPlanner, TPlannerDetail, TPlannerItem, TPlannerItemStatus } from '@izlog/contract/planners';
import { minutesOf } from './items/planner-item-change';
import { groupByCategory, presentItemView } from './items/planner-item-view';
import type { TPlannerItemRecord } from './items/planner-items.queries';
import { priceRsdMinor } from './items/planner-price';
import { presentPlannerTotals } from './items/planner-totals';
import type { TPlannerRecord } from './planners.queries';

export function presentPlanner(record: TPlannerRecord, rate: TExchangeRate | null): TPlanner {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    is_public: record.isPublic,
    status: record.status as TPlanner['status'],
    user: { id: record.userId, username: record.username },
    items_count: record.itemsCount,
    totals: presentPlannerTotals(record, rate),
    calendar_link_active: record.calendarTokenHash !== null,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

export function presentPlannerItem(record: TPlannerItemRecord): TPlannerItem {
  return {
    id: record.id,
    planner_id: record.plannerId,
    ...presentItemView(record),
    remark: record.remark,
    scheduled_date: record.scheduledDate,
    scheduled_time: minutesOf(record.scheduledTime),
    address: record.address,
    city: record.city,
    country: record.country,
    contact_phone: record.contactPhone,
    contact_email: record.contactEmail,
    price_minor: record.priceMinor,
    currency_id: record.currencyId,
    priced_rate:
      record.rateMiddle !== null && record.rateParity !== null && record.rateDate !== null
        ? { middle: record.rateMiddle, parity: record.rateParity, date: record.rateDate }
        : null,
    price_rsd_minor: priceRsdMinor(record),
    calculate_price: record.calculatePrice,
    show_publicly: record.showPublicly,
    show_price_publicly: record.showPricePublicly,
    status: record.status as TPlannerItemStatus,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
  };
}

/** The planner page: its items in groups of one category each, already in order (listPlannerItemRecords). */
export function presentPlannerDetail(
  planner: TPlannerRecord,
  items: TPlannerItemRecord[],
  rate: TExchangeRate | null,
): TPlannerDetail {
  return { planner: presentPlanner(planner, rate), categories: groupByCategory(items.map(presentPlannerItem)) };
}
