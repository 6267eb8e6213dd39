/**
 * The moderation workflow's own rows (DESIGN §5, decision 0011): pending revisions of approved content and the
 * history of who did what to each item. "Content" here is SPEC §4's: contents (blogs, articles, products, pages) and
 * catalogs, so each row points at exactly one of the two. Tenant tables: licence_id leads every key (DESIGN §2).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { catalogs, contents } from './catalogue';
import { licences } from './licences';

const licenceId = () =>
  integer('licence_id')
    .notNull()
    .references(() => licences.id, { onDelete: 'cascade' });

/**
 * An edit of approved content that waits (draft, on_moderation or request_for_edit) while the approved version stays
 * public. At most one per item; a decided revision is removed (approved: copied onto the item first).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    contentId: integer('content_id'),
    catalogId: integer('catalog_id'),
    status: text('status').notNull(),
    /** Every editable field of the item as it will be once approved (modules/site/moderation/*-state.ts). */
    snapshot: jsonb('snapshot').notNull(),
    remarkRequestForEdit: text('remark_request_for_edit'),
    submittedBy: integer('submitted_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    uniqueIndex('content_revisions_licence_content_idx').on(t.licenceId, t.contentId),
    uniqueIndex('content_revisions_licence_catalog_idx').on(t.licenceId, t.catalogId),
    index('content_revisions_licence_status_idx').on(t.licenceId, t.status),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.licenceId, t.catalogId], foreignColumns: [catalogs.licenceId, catalogs.id] }).onDelete(
      'cascade',
    ),
    check('content_revisions_one_item', sql`num_nonnulls(${t.contentId}, ${t.catalogId}) = 1`),
  ],
);

/** Who did what, when, to each item: created, saved, published, edited, approved, disapproved, returned, disabled. */
export const contentHistory = pgTable(
  'content_history',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    contentId: integer('content_id'),
    catalogId: integer('catalog_id'),
    action: text('action').notNull(),
    /** The item's status after the action (of its pending revision, when the action concerned one). */
    status: text('status').notNull(),
    /** Null for the system; a user id otherwise (kept when the account goes, so no foreign key). */
    actorId: integer('actor_id'),
    remarkRequestForEdit: text('remark_request_for_edit'),
    /** The revision the action concerned; revisions are removed once decided, so this is a plain number. */
    revisionId: integer('revision_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    index('content_history_licence_content_idx').on(t.licenceId, t.contentId, t.id),
    index('content_history_licence_catalog_idx').on(t.licenceId, t.catalogId, t.id),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.licenceId, t.catalogId], foreignColumns: [catalogs.licenceId, catalogs.id] }).onDelete(
      'cascade',
    ),
    check('content_history_one_item', sql`num_nonnulls(${t.contentId}, ${t.catalogId}) = 1`),
  ],
);
