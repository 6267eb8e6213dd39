/**
 * Licence sales (issue 13): the platform's sessions, orders and their payments, partners' commissions, domain prices
 * and each licence's domains, app builds, renewal reminders and the exchange rates. Platform tables (no licence_id)
 * are the sales side's own; the per-licence ones lead with licence_id like every tenant table (DESIGN §2).
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { licences, platformUsers } from './licences';

/** Bearer sessions of sales users, partners and the platform admin: only the SHA-256 of the token is kept. */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    id: serial('id').primaryKey(),
    platformUserId: integer('platform_user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('platform_sessions_token_idx').on(t.tokenHash),
    index('platform_sessions_user_idx').on(t.platformUserId),
  ],
);

/**
 * An order of a sales user: a new licence (its data waits here until payment creates the licence) or a renewal of
 * one. The price is the server's, fixed when the order is made. Contract: ORDER_STATUSES, ORDER_KINDS.
 */
export const salesOrders = pgTable(
  'sales_orders',
  {
    id: serial('id').primaryKey(),
    platformUserId: integer('platform_user_id')
      .notNull()
      .references(() => platformUsers.id),
    /** Set for a renewal from the start, for a new licence once provisioning created it. */
    licenceId: integer('licence_id').references(() => licences.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    licenceType: text('licence_type').notNull(),
    templateId: integer('template_id').notNull(),
    languageId: integer('language_id').notNull(),
    /** The order form (title_of_app, description, phone, country, city, address, icon) as the buyer sent it. */
    licenceData: jsonb('licence_data').$type<Record<string, unknown>>().notNull(),
    subdomain: text('subdomain').notNull(),
    customDomain: text('custom_domain'),
    licenceAmountMinor: integer('licence_amount_minor').notNull(),
    domainAmountMinor: integer('domain_amount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull().default('RSD'),
    /** Model-97 reference of the order (the IPS QR proforma's "poziv na broj"). */
    referenceNo: text('reference_no').notNull(),
    paymentMethod: text('payment_method').notNull().default('card'),
    /** An unpaid order holds its subdomain and domain until then. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    provisionedAt: timestamp('provisioned_at', { withTimezone: true }),
    provisioningError: text('provisioning_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_orders_reference_idx').on(t.referenceNo),
    index('sales_orders_user_idx').on(t.platformUserId, t.id),
    index('sales_orders_licence_idx').on(t.licenceId),
    // One open new-licence order per subdomain and per custom domain: two buyers racing get one order and one 409.
    uniqueIndex('sales_orders_open_subdomain_idx')
      .on(t.subdomain)
      .where(sql`${t.kind} = 'new' and ${t.status} in ('awaiting_payment', 'paid')`),
    // A custom domain is not held by an order (decision 0047): whoever proves it by DNS gets it.
    index('sales_orders_custom_domain_idx').on(t.customDomain).where(sql`${t.customDomain} is not null`),
  ],
);

/** One attempt to pay an order at a gateway; an order has at most one open attempt (a second "pay" reuses it). */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id),
    gateway: text('gateway').notNull(),
    /** The order number the gateway knows (NestPay `oid`): unique per attempt. */
    gatewayOrderId: text('gateway_order_id').notNull(),
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    authCode: text('auth_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The gateway's status code (NestPay ProcReturnCode) and its text. */
    statusCode: text('status_code'),
    statusMessage: text('status_message'),
    gatewayTransactionId: text('gateway_transaction_id'),
    mdStatus: text('md_status'),
    /** SHA-256 of the callback that settled the attempt: the same callback again is answered the same. */
    settledByHash: text('settled_by_hash'),
    successMailSentAt: timestamp('success_mail_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_transactions_gateway_order_idx').on(t.gateway, t.gatewayOrderId),
    index('payment_transactions_order_idx').on(t.orderId, t.id),
    uniqueIndex('payment_transactions_open_idx').on(t.orderId).where(sql`${t.status} in ('created', 'redirected')`),
  ],
);

/** Every callback a gateway sent, applied or refused, with why: the record of forged, replayed and late ones. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    transactionId: integer('transaction_id'),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    remoteAddress: text('remote_address'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_transaction_idx').on(t.transactionId, t.id)],
);

/** Partners' commissions: accrued on each approved payment of a licence they sold, reversed on its refund. */
export const commissionLedger = pgTable(
  'commission_ledger',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => platformUsers.id),
    licenceId: integer('licence_id').references(() => licences.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => salesOrders.id),
    transactionId: integer('transaction_id').references(() => paymentTransactions.id),
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    rateBp: integer('rate_bp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_ledger_partner_idx').on(t.partnerId, t.id),
    uniqueIndex('commission_ledger_order_kind_idx').on(t.orderId, t.kind),
  ],
);

/** Yearly prices of a custom domain per zone (.rs, .co.rs, …), RSD with VAT in minor units (SPEC §3). */
export const domainPrices = pgTable(
  'domain_prices',
  {
    id: serial('id').primaryKey(),
    zone: text('zone').notNull(),
    registrationMinor: integer('registration_minor').notNull(),
    renewalMinor: integer('renewal_minor').notNull(),
    reactivationMinor: integer('reactivation_minor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('domain_prices_zone_idx').on(t.zone)],
);

/** The domains a licence answers on, with the custom domain's way to live: DNS → certificate → live. */
export const licenceDomains = pgTable(
  'licence_domains',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    domain: text('domain').notNull(),
    kind: text('kind').notNull(),
    /** Contract DOMAIN_STAGES. */
    stage: text('stage').notNull(),
    verificationToken: text('verification_token').notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastCheck: jsonb('last_check').$type<Record<string, unknown>>(),
    /** When the custom domain's current unproven claim began: it lapses DOMAIN_CLAIM_HOURS later (decision 0047). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    registeredUntil: timestamp('registered_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    // Any number of licences may claim a name; one holds it once its DNS proof passed (decision 0047).
    index('licence_domains_domain_idx').on(t.domain),
    uniqueIndex('licence_domains_proven_domain_idx').on(t.domain).where(sql`${t.stage} in ('checking-tls', 'live')`),
  ],
);

/** Native app builds and single-app updates of a licence, with their progress and log. */
export const appBuilds = pgTable(
  'app_builds',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    progress: integer('progress').notNull().default(0),
    log: text('log').notNull().default(''),
    artifactPath: text('artifact_path'),
    requestedBy: integer('requested_by').references(() => platformUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.id] })],
);

/** Each renewal reminder sent (30, 7 and 1 days before an expiry): the key makes each one go out once. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.expiresAt, t.daysBefore] })],
);

/**
 * Background jobs the people concerned can watch (provisioning, domains, app builds): one row per job, written by
 * the job's handler as it goes; the queue itself is pg-boss's.
 */
export const jobRecords = pgTable(
  'job_records',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The queue's job id (pg-boss), once queued. */
    queueJobId: text('queue_job_id'),
    licenceId: integer('licence_id').references(() => licences.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => salesOrders.id),
    state: text('state').notNull(),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_records_licence_idx').on(t.licenceId, t.id), index('job_records_order_idx').on(t.orderId, t.id)],
);

/** Middle rates of the Serbian central bank (RSD per `parity` units), by the day they apply. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    code: text('code').notNull(),
    /** The day the list applies (Europe/Belgrade). */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    parity: integer('parity').notNull().default(1),
    middleRate: numeric('middle_rate', { precision: 14, scale: 4 }).notNull(),
    listNo: integer('list_no'),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.rateDate] })],
);
