/** Platform infrastructure tables: mail outbox and captcha challenges. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { licences } from './licences';

/** Mail that was not sent by SMTP: kept for the developer's view at /dev/mail. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    licenceId: integer('licence_id').references(() => licences.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.id)],
);

export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);
