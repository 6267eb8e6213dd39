/** Licences (tenants) and the platform's own accounts: the only tables without a licence_id. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const licences = pgTable(
  'licences',
  {
    id: serial('id').primaryKey(),
    titleOfApp: text('title_of_app').notNull(),
    /** The subdomain: `<title_of_app_unique>.<PLATFORM_DOMAIN>`. */
    titleOfAppUnique: text('title_of_app_unique').notNull(),
    customDomain: text('custom_domain'),
    description: text('description'),
    languageId: integer('language_id').notNull().default(1),
    templateId: integer('template_id').notNull().default(1),
    licenceType: text('licence_type').notNull().default('free'),
    status: text('status').notNull().default('active'),
    gpdcCategoryId: integer('gpdc_category_id').notNull().default(1),
    phone: text('phone'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    icon: text('icon'),
    siteName: text('site_name'),
    siteImage: text('site_image'),
    /** The hero's text over the site image (SPEC §2 site settings "overlay text"). */
    overlayText: text('overlay_text'),
    facebookUrl: text('facebook_url'),
    instagramUrl: text('instagram_url'),
    twitterUrl: text('twitter_url'),
    linkedinUrl: text('linkedin_url'),
    buttonText: text('button_text'),
    linkText: text('link_text'),
    signInMsg: text('sign_in_msg'),
    registerMsg: text('register_msg'),
    clientRegisterMsg: text('client_register_msg'),
    termsAndConditions: text('terms_and_conditions'),
    /** Sanitized rich text of the privacy-policy and terms-of-payment modals (SPEC §2), beside the terms. */
    privacyPolicy: text('privacy_policy'),
    termsOfPayment: text('terms_of_payment'),
    biddingDuration: integer('bidding_duration').notNull().default(30),
    searchStatus: boolean('search_status').notNull().default(true),
    loginRegistrationStatus: boolean('login_registration_status').notNull().default(true),
    ownerPlatformUserId: integer('owner_platform_user_id').references(() => platformUsers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licences_title_of_app_unique_idx').on(t.titleOfAppUnique),
    uniqueIndex('licences_custom_domain_idx').on(t.customDomain).where(sql`${t.customDomain} is not null`),
  ],
);

export const platformUsers = pgTable(
  'platform_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_users_email_idx').on(t.email), index('platform_users_role_idx').on(t.role)],
);
