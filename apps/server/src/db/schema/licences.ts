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
    /** The custom domain the licence claims or has; it is served only once its licence_domains row is live (0047). */
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
    /** The site's own colour (#rrggbb, SPEC §2 "photo and colour"); every theme draws its accents from it. Null: Izlog's green. */
    brandColor: text('brand_color'),
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
    /** End of the paid year (SPEC §1: one year from payment); null for a licence seeded without a term. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the first payment made it active: the 15-day refund window counts from here. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** SPEC §3 `VHost_status` and `ssl_status` of the custom domain (contract: VHOST_STATUSES, SSL_STATUSES). */
    vhostStatus: text('vhost_status').notNull().default('none'),
    sslStatus: text('ssl_status').notNull().default('none'),
    androidAppLink: text('android_app_link'),
    titleOfAndroidApp: text('title_of_android_app'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licences_title_of_app_unique_idx').on(t.titleOfAppUnique),
    // The domain the licence claims or has: not unique, since claims do not exclude each other (decision 0047).
    index('licences_custom_domain_idx').on(t.customDomain).where(sql`${t.customDomain} is not null`),
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
    /** Partners' share of each payment of a licence they sold, in basis points (1000 = 10 %). */
    commissionRateBp: integer('commission_rate_bp').notNull().default(0),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_users_email_idx').on(t.email), index('platform_users_role_idx').on(t.role)],
);
