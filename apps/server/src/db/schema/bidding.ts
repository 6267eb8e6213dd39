/**
 * Paid first places (SPEC §3 "Bidding item"): a product or catalog first in its category from a start day to an end
 * day (Belgrade days, inclusive), and its impressions and clicks per day (decision 0036). Tenant tables: licence_id
 * leads every key and index (DESIGN §2).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { licences } from './licences';

const licenceId = () =>
  integer('licence_id')
    .notNull()
    .references(() => licences.id, { onDelete: 'cascade' });

export const biddingItems = pgTable(
  'bidding_items',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    /** A product's content id, or null for a catalog. */
    contentId: integer('content_id'),
    catalogId: integer('catalog_id'),
    /** The category whose list it leads (the item's category when it was placed). */
    categoryId: integer('category_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by'),
    disabledBy: integer('disabled_by'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    // The list's question: this category's active items running today.
    index('bidding_items_licence_category_idx').on(t.licenceId, t.categoryId, t.endDate).where(sql`${t.active}`),
    index('bidding_items_licence_content_idx').on(t.licenceId, t.contentId),
    index('bidding_items_licence_catalog_idx').on(t.licenceId, t.catalogId),
  ],
);

/** Impressions and clicks of a bidding item per Belgrade day, added to from memory by a periodic flush. */
export const biddingDailyStats = pgTable(
  'bidding_daily_stats',
  {
    licenceId: licenceId(),
    biddingItemId: integer('bidding_item_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.biddingItemId, t.day] })],
);
