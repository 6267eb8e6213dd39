/**
 * Widgets on a site's pages (SPEC §3 "Widget"): contact forms and content lists in positions one to three of a page,
 * ordered within each position, and the version of each page's layout that the validity checks compare
 * (decision 0034). Tenant tables: licence_id leads every key and index (DESIGN §2).
 */
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tags } from './catalogue';
import { contactServices } from './contact';
import { licences } from './licences';

const licenceId = () =>
  integer('licence_id')
    .notNull()
    .references(() => licences.id, { onDelete: 'cascade' });

export const pageWidgets = pgTable(
  'page_widgets',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    /** "home", or a content or category id as text (SPEC §3 page_name). */
    pageName: text('page_name').notNull(),
    pageContentId: integer('page_content_id'),
    pageCategoryId: integer('page_category_id'),
    /** The position (one to three) — SPEC's column_number. */
    columnNumber: integer('column_number').notNull(),
    /** Its place within the position, from 1. */
    sortOrder: integer('sort_order').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    isContactForm: boolean('is_contact_form').notNull().default(false),
    contactServiceId: integer('contact_service_id'),
    contentTypeId: integer('content_type_id'),
    categoryId: integer('category_id'),
    isTagRelated: boolean('is_tag_related').notNull().default(false),
    criteria: text('criteria').notNull().default('newest'),
    itemLimit: integer('item_limit').notNull(),
    itemsPerRow: integer('items_per_row').notNull(),
    image: text('image'),
    imageSizes: jsonb('image_sizes').$type<Record<string, string>>(),
    stockImage: text('stock_image'),
    /** Raised by every change of the widget: delete_validity_check compares it. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    index('page_widgets_licence_page_idx').on(t.licenceId, t.pageName, t.columnNumber, t.sortOrder),
    foreignKey({
      columns: [t.licenceId, t.contactServiceId],
      foreignColumns: [contactServices.licenceId, contactServices.id],
    }),
  ],
);

/** The tags a widget selects (selected_tags). */
export const widgetTags = pgTable(
  'widget_tags',
  {
    licenceId: licenceId(),
    widgetId: integer('widget_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.widgetId, t.tagId] }),
    foreignKey({
      columns: [t.licenceId, t.widgetId],
      foreignColumns: [pageWidgets.licenceId, pageWidgets.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.licenceId, t.tagId], foreignColumns: [tags.licenceId, tags.id] }).onDelete('cascade'),
  ],
);

/** One row per page with widgets: its layout's version, raised by every add, move, change and delete on the page. */
export const pageLayouts = pgTable(
  'page_layouts',
  {
    licenceId: licenceId(),
    pageName: text('page_name').notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.pageName] })],
);
