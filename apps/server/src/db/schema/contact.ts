/**
 * Contact services and what visitors send them (SPEC §3 "Contact service"): a submission is stored before its mail
 * goes out, with its delivery state, so a mail failure loses nothing (decision 0035). Tenant tables: licence_id leads
 * every key and index (DESIGN §2).
 */
import { bigint, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { licences } from './licences';

const licenceId = () =>
  integer('licence_id')
    .notNull()
    .references(() => licences.id, { onDelete: 'cascade' });

export const contactServices = pgTable(
  'contact_services',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    serviceName: text('service_name').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull().default(''),
    /** A deleted service keeps its row: its submissions still name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    index('contact_services_licence_idx').on(t.licenceId, t.deletedAt),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    contactServiceId: integer('contact_service_id').notNull(),
    /** The sender's e-mail address (SPEC's submited_by). */
    submittedBy: text('submitted_by').notNull(),
    senderName: text('sender_name'),
    message: text('message').notNull(),
    /** The stored attachment: its storage key, the name the visitor gave it, its type by its bytes, its size. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    /** pending → sent, or failed after the last retry. */
    delivery: text('delivery').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A hash of the sender's network address: the rate limit counts by it, the address itself is not kept. */
    senderHash: text('sender_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    index('contact_submissions_licence_list_idx').on(t.licenceId, t.id),
    index('contact_submissions_licence_delivery_idx').on(t.licenceId, t.delivery, t.id),
    foreignKey({
      columns: [t.licenceId, t.contactServiceId],
      foreignColumns: [contactServices.licenceId, contactServices.id],
    }),
  ],
);
