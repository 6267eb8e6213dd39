/**
 * Comments on contents (SPEC §3 "Comment"): by signed-in users or by visitors who give a name, moderated
 * (DESIGN §3 statuses), one level of replies, and a staff note shown under the comment. Tenant table: licence_id
 * leads every key and index (DESIGN §2).
 */
import { foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contents } from './catalogue';
import { licences } from './licences';

export const comments = pgTable(
  'comments',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    contentId: integer('content_id').notNull(),
    /** The thread's top comment this one answers (SPEC's "reply"); null for a top comment. One level deep. */
    parentId: integer('parent_id'),
    /** The signed-in author; null for a visitor, who gives `visitor_name` instead. */
    authorId: integer('author_id'),
    visitorName: text('visitor_name'),
    /** Plain text as typed (trimmed); never rendered as HTML. */
    text: text('text').notNull(),
    status: text('status').notNull().default('on_moderation'),
    /** A staff note or answer shown under the comment (SPEC's "moderator comment"). */
    moderatorComment: text('moderator_comment'),
    moderatorCommentBy: integer('moderator_comment_by'),
    moderatorCommentAt: timestamp('moderator_comment_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    // The public list (approved threads of one content) and the moderation list and count (by status).
    index('comments_licence_content_idx').on(t.licenceId, t.contentId, t.status, t.id),
    index('comments_licence_status_idx').on(t.licenceId, t.status, t.id),
    index('comments_licence_parent_idx').on(t.licenceId, t.parentId),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.licenceId, t.parentId], foreignColumns: [t.licenceId, t.id] }).onDelete('cascade'),
  ],
);
