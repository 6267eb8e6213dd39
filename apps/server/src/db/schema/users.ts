/**
 * Licence users (front users, clients, staff) and what hangs off them. Tenant tables: every primary key, foreign key
 * and index leads with licence_id (DESIGN §2, Citus-ready).
 */
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { licences } from './licences';

export const users = pgTable(
  'users',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** Null for an account made by social sign-in that never set a password. */
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    status: text('status').notNull().default('inactive'),
    name: text('name'),
    surname: text('surname'),
    publicEmail: text('public_email'),
    gender: text('gender'),
    phone: text('phone'),
    birthdate: date('birthdate'),
    bio: text('bio'),
    avatar: text('avatar'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    companyName: text('company_name'),
    twitter: text('twitter'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    uniqueIndex('users_licence_email_idx').on(t.licenceId, t.email),
    uniqueIndex('users_licence_username_idx').on(t.licenceId, sql`lower(${t.username})`),
    index('users_licence_role_idx').on(t.licenceId, t.role),
  ],
);

export const userLocations = pgTable(
  'user_locations',
  {
    licenceId: integer('licence_id').notNull(),
    id: serial('id').notNull(),
    userId: integer('user_id').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    /** SPEC §9: 0 for the first location, 1 for the rest. */
    primaryLocation: integer('primary_location').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    foreignKey({ columns: [t.licenceId, t.userId], foreignColumns: [users.licenceId, users.id] }).onDelete('cascade'),
    index('user_locations_licence_user_idx').on(t.licenceId, t.userId),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept (DESIGN §4). */
export const sessions = pgTable(
  'sessions',
  {
    licenceId: integer('licence_id').notNull(),
    id: serial('id').notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    foreignKey({ columns: [t.licenceId, t.userId], foreignColumns: [users.licenceId, users.id] }).onDelete('cascade'),
    uniqueIndex('sessions_licence_token_idx').on(t.licenceId, t.tokenHash),
    index('sessions_licence_user_idx').on(t.licenceId, t.userId),
  ],
);

/** Single-use, expiring tokens sent by mail: account validation and password reset. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    licenceId: integer('licence_id').notNull(),
    id: serial('id').notNull(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    foreignKey({ columns: [t.licenceId, t.userId], foreignColumns: [users.licenceId, users.id] }).onDelete('cascade'),
    uniqueIndex('account_tokens_licence_hash_idx').on(t.licenceId, t.tokenHash),
  ],
);
