/**
 * Planners (SPEC §3 "Planner", "Planner item or task"; issue 15, decision 0041): a front user's planners and their
 * items — tasks they write, products and catalogs they link. Money in minor units (bigint); a euro price keeps the
 * middle rate and day it was priced at. A planner keeps its totals per currency, rewritten from its items' sum in the
 * transaction of every item write while the planner's row is locked, so they always equal the sum. Tenant tables:
 * licence_id leads every key and index (DESIGN §2).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogs, categories, contents } from './catalogue';
import { licences } from './licences';
import { users } from './users';

const licenceId = () =>
  integer('licence_id')
    .notNull()
    .references(() => licences.id, { onDelete: 'cascade' });

export const planners = pgTable(
  'planners',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    /**
     * Where the planner's own words (title, description) stand with the public: `private` until it is first made
     * public, then `pending` until a moderator decides; a change of its words while not private makes it pending again.
     * The public sees a planner only while it is public and approved (decision 0041).
     */
    status: text('status').notNull().default('private'),
    moderatedBy: integer('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /**
     * When its title or description last changed: the version a moderator's decision names. `updated_at` moves with
     * every item write (the totals), which would make a decision on unchanged words a needless conflict.
     */
    wordsUpdatedAt: timestamp('words_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept totals (minor units) over the items whose calculate_price is on; rewritten from their sum on each write. */
    totalRsdMinor: bigint('total_rsd_minor', { mode: 'number' }).notNull().default(0),
    totalEurMinor: bigint('total_eur_minor', { mode: 'number' }).notNull().default(0),
    /** The euro items at the rates they were priced at, in para (the grand total before today's rate). */
    pricedTotalRsdMinor: bigint('priced_total_rsd_minor', { mode: 'number' }).notNull().default(0),
    countedItems: integer('counted_items').notNull().default(0),
    itemsCount: integer('items_count').notNull().default(0),
    /** SHA-256 of the private calendar link's token; null when no link is live (revoked or never made). */
    calendarTokenHash: text('calendar_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    foreignKey({ columns: [t.licenceId, t.userId], foreignColumns: [users.licenceId, users.id] }).onDelete('cascade'),
    index('planners_licence_user_idx').on(t.licenceId, t.userId, t.updatedAt),
    index('planners_licence_public_idx').on(t.licenceId, t.updatedAt).where(sql`${t.isPublic}`),
    // The moderators' queue of planners.
    index('planners_licence_pending_idx').on(t.licenceId, t.wordsUpdatedAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('planners_licence_calendar_idx').on(t.licenceId, t.calendarTokenHash),
  ],
);

export const plannerItems = pgTable(
  'planner_items',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    plannerId: integer('planner_id').notNull(),
    /** The planner's owner, kept on the item so every ownership check is one indexed condition. */
    userId: integer('user_id').notNull(),
    /** 'task' (written by the user), 'product' (content_id) or 'catalog' (catalog_id). */
    kind: text('kind').notNull(),
    contentId: integer('content_id'),
    catalogId: integer('catalog_id'),
    title: text('title').notNull(),
    remark: text('remark'),
    image: text('image'),
    /** Responsive variants of the image: { "300x200": url, ... }. */
    imageSizes: jsonb('image_sizes').$type<Record<string, string>>(),
    stockImage: text('stock_image'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    /** Local time of day (Europe/Belgrade). */
    scheduledTime: time('scheduled_time'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    categoryId: integer('category_id'),
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currencyId: integer('currency_id'),
    /** The euro middle rate (RSD per `rate_parity` euros) and its day when the price was set; null for dinars. */
    rateMiddle: numeric('rate_middle', { precision: 14, scale: 4 }),
    rateParity: integer('rate_parity'),
    rateDate: date('rate_date', { mode: 'string' }),
    calculatePrice: boolean('calculate_price').notNull().default(true),
    showPublicly: boolean('show_publicly').notNull().default(false),
    showPricePublicly: boolean('show_price_publicly').notNull().default(false),
    /** private | pending | approved | disapproved (contract PLANNER_ITEM_STATUSES). */
    status: text('status').notNull().default('private'),
    moderatedBy: integer('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Bumped on every change the calendar shows (the ICS SEQUENCE). */
    sequence: integer('sequence').notNull().default(0),
    /** The task date a reminder was mailed for: one mail per date, again only if the date moves. */
    remindedForDate: date('reminded_for_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    foreignKey({ columns: [t.licenceId, t.plannerId], foreignColumns: [planners.licenceId, planners.id] }).onDelete(
      'cascade',
    ),
    // A deleted product or catalog leaves the item in the planner (its title, price and place in the totals stay, so
    // no total changes behind the owner's back): the migration sets only the link column null (`SET NULL (column)`).
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'set null',
    ),
    foreignKey({ columns: [t.licenceId, t.catalogId], foreignColumns: [catalogs.licenceId, catalogs.id] }).onDelete(
      'set null',
    ),
    foreignKey({ columns: [t.licenceId, t.categoryId], foreignColumns: [categories.licenceId, categories.id] }),
    index('planner_items_licence_planner_idx').on(t.licenceId, t.plannerId, t.scheduledDate),
    index('planner_items_licence_user_idx').on(t.licenceId, t.userId),
    // A product or catalog is in a planner once: the second link answers 202 (SPEC §4).
    uniqueIndex('planner_items_licence_content_idx')
      .on(t.licenceId, t.plannerId, t.contentId)
      .where(sql`${t.contentId} is not null`),
    uniqueIndex('planner_items_licence_catalog_idx')
      .on(t.licenceId, t.plannerId, t.catalogId)
      .where(sql`${t.catalogId} is not null`),
    // The moderators' queue.
    index('planner_items_licence_pending_idx').on(t.licenceId, t.updatedAt).where(sql`${t.status} = 'pending'`),
    // The reminder job's question: tasks dated tomorrow not yet reminded.
    index('planner_items_scheduled_idx').on(t.scheduledDate).where(sql`${t.scheduledDate} is not null`),
  ],
);
