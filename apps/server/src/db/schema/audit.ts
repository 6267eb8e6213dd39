/**
 * The audit log of a licence (issue 12): every admin action on a user or on the site's settings, written in the
 * transaction of the change, with the values before and after. Tenant table: licence_id leads every key (DESIGN §2).
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { licences } from './licences';

export const auditLog = pgTable(
  'audit_log',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    /** Who did it; kept as written (no foreign key) so an entry outlives a deleted account. */
    actorId: integer('actor_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    /** One of the contract's AUDIT_ACTIONS. */
    action: text('action').notNull(),
    /** 'user' or 'site'; the user's id for a user, null for the site. */
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id'),
    /** The user's username at the time (or the site's name), so the log reads without joins. */
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    index('audit_log_licence_subject_idx').on(t.licenceId, t.subjectType, t.subjectId, t.id),
    index('audit_log_licence_action_idx').on(t.licenceId, t.action, t.id),
  ],
);
