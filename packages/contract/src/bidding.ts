/**
 * Paid first places (SPEC §1 "paid bidding for first place in category lists", §3 "Bidding item", §7 "Bidding",
 * §9 bidding duration): a product or catalog placed first in its category's list for the licence's bidding duration
 * from a start date, marked "Sponsored" to visitors. Several sponsors of one category rotate (decision 0036); each
 * item counts its impressions and clicks per day.
 */
import { z } from 'zod';
import { ZPageQuery } from './pagination';
import { optional, zId } from './validation';

/** The bidding duration slider (days) of SPEC §9; values not given there: decision 0036. */
export const BIDDING_DURATION = { min: 1, max: 90, default: 30 } as const;

/** POST /biddings/update-bidding-duration (the admin's). */
export const ZBiddingDurationRequest = z.object({
  duration: z.coerce.number().int().min(BIDDING_DURATION.min).max(BIDDING_DURATION.max),
});
export type TBiddingDurationRequest = z.infer<typeof ZBiddingDurationRequest>;

/** A day as YYYY-MM-DD (Europe/Belgrade). */
export const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'bidding_date_invalid' });

/**
 * POST /biddings/create-bidding-item: a product (`content_id`) or a catalog (`catalog_id`), first in its category
 * from `start_date` (today when absent) for the licence's bidding duration.
 */
export const ZCreateBiddingItemRequest = z
  .object({
    content_id: optional(zId),
    catalog_id: optional(zId),
    start_date: optional(zDay),
  })
  .superRefine((item, ctx) => {
    if (Boolean(item.content_id) === Boolean(item.catalog_id)) {
      ctx.addIssue({ code: 'custom', path: ['content_id'], message: 'bidding_one_item' });
    }
  });
export type TCreateBiddingItemRequest = z.infer<typeof ZCreateBiddingItemRequest>;

export const BIDDING_ITEM_STATES = ['scheduled', 'active', 'ended', 'disabled'] as const;
export type TBiddingItemState = (typeof BIDDING_ITEM_STATES)[number];

/** GET /bidding-items. */
export const ZBiddingItemsQuery = ZPageQuery.extend({
  'filter[content_id]': optional(zId),
  'filter[catalog_id]': optional(zId),
  'filter[category_id]': optional(zId),
  'filter[state]': optional(z.enum(BIDDING_ITEM_STATES)),
});
export type TBiddingItemsQuery = z.infer<typeof ZBiddingItemsQuery>;

export const ZBiddingItem = z.object({
  id: z.number(),
  content_id: z.number().nullable(),
  catalog_id: z.number().nullable(),
  /** The placed item's title (product) or name (catalog). */
  title: z.string(),
  category: z.object({ id: z.number(), name: z.string() }),
  start_date: z.string(),
  /** The last day it is first (inclusive). */
  end_date: z.string(),
  /** Days left including today; 0 once ended or disabled. */
  remaining_days: z.number(),
  active: z.boolean(),
  state: z.enum(BIDDING_ITEM_STATES),
  impressions: z.number(),
  clicks: z.number(),
  created_at: z.string(),
});
export type TBiddingItem = z.infer<typeof ZBiddingItem>;

/** GET /biddings/bidding-report/{id}: impressions and clicks per day. */
export const ZBiddingReport = z.object({
  item: ZBiddingItem,
  days: z.array(z.object({ day: z.string(), impressions: z.number(), clicks: z.number() })),
});
export type TBiddingReport = z.infer<typeof ZBiddingReport>;

/** POST /biddings/record-click/{id}: a visitor opened a sponsored item from its list. */
export const ZBiddingClickParams = z.object({ id: zId });

/** How far ahead a first place may be booked (days from today): decision 0036. */
export const BIDDING_START_MAX_DAYS_AHEAD = 365;
