/** Business constants of SPEC §9 and the wire ids of DESIGN §3: the only home of these values. */

export const API_BASE = '/api/v1';

export const LANGUAGES = ['srp', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'srp';
/** Database ids of the languages (licence.language_id). */
export const LANGUAGE_ID: Record<TLanguage, number> = { srp: 1, en: 2 };

/** Wire ids of content types (DESIGN §3: the call layer's reading of SPEC §9). */
export const CONTENT_TYPE = { blog: 1, article: 2, product: 3, staticPage: 4 } as const;

export const CURRENCY = { RSD: 1, EUR: 2 } as const;

export const LICENCE_TYPES = ['free', 'basic', 'e-commerce'] as const;
export type TLicenceType = (typeof LICENCE_TYPES)[number];

/**
 * A licence's statuses (one state machine: LICENCE_TRANSITIONS in sales.ts). Only an active licence takes writes; an
 * expired one keeps its data read-only through the grace period, a suspended or closed one shows "not active".
 */
export const LICENCE_STATUSES = ['active', 'suspended', 'expired', 'closed'] as const;
export type TLicenceStatus = (typeof LICENCE_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;

export const USER_STATUSES = ['inactive', 'active', 'blocked', 'deleted'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

/** SPEC §8/§9: a presented token that is expired, revoked or unknown. */
export const SESSION_EXPIRED_STATUS = 511;

/** Notice durations of SPEC §9, in milliseconds. */
export const NOTICE_MS = { short: 2000, normal: 3000, long: 4000, longest: 5000 } as const;

export const DEFAULT_HEADER_HEIGHT = 150;

export const PAGINATION = { defaultPageSize: 20, maxPageSize: 100 } as const;
export const PAGINATION_HEADERS = [
  'X-Pagination-Current-Page',
  'X-Pagination-Page-Count',
  'X-Pagination-Per-Page',
  'X-Pagination-Total-Count',
  'Link',
  // The stock photo calls answer like Unsplash (SPEC §7 "Third party").
  'X-Total',
  'X-Per-Page',
] as const;

/** SPEC §5 / §9 limits. */
export const MIN_TEXT_LENGTH = 2;
export const MIN_PHONE_DIGITS = 6;

/** Local storage key of the bearer token (SPEC §7). */
export const TOKEN_STORAGE_KEY = 'token';

/** Header that selects a licence for tools and tests (DESIGN §2). */
export const LICENCE_HEADER = 'x-licence';

/** Content statuses of DESIGN §3 (catalogs, products, blogs; articles and pages use draft and approved). */
export const CONTENT_STATUSES = ['draft', 'on_moderation', 'approved', 'request_for_edit', 'deleted'] as const;
export type TContentStatus = (typeof CONTENT_STATUSES)[number];
/** The one status the public sees. */
export const PUBLIC_CONTENT_STATUS = 'approved' satisfies TContentStatus;
export const CATEGORY_STATUSES = ['active', 'deleted'] as const;
export type TCategoryStatus = (typeof CATEGORY_STATUSES)[number];
export const CONTENT_TYPE_IDS = [1, 2, 3, 4] as const;
export type TContentTypeId = (typeof CONTENT_TYPE_IDS)[number];
/** discount_type: 0 none, 1 percent, 2 fixed amount in the product's currency. */
export const DISCOUNT_TYPE = { none: 0, percent: 1, amount: 2 } as const;
