/**
 * Guided tours (SPEC §1 "guided tour of the home page"; issue 16): where each user stands in each tour, kept on the
 * server so a tour resumes on another device and runs again when its version changes. Tenant table: licence_id leads
 * the key (DESIGN §2).
 */
import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { licences } from './licences';
import { users } from './users';

export const tourProgress = pgTable(
  'tour_progress',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** TOUR_KEYS of the contract. */
    tourKey: text('tour_key').notNull(),
    /** The tour's version when this was saved: a newer version starts the tour afresh. */
    version: integer('version').notNull(),
    /** The step the user reached (0-based). */
    step: integer('step').notNull().default(0),
    /** TOUR_STATUSES: running (stopped part-way, resumable), skipped, finished. */
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.userId, t.tourKey] }),
    foreignKey({ columns: [t.licenceId, t.userId], foreignColumns: [users.licenceId, users.id] }).onDelete('cascade'),
  ],
);
