/**
 * Licence sales (SPEC §1–§4, §6–§7; issue 13): what is sold and for how much, the sales users' accounts, the purchase
 * wizard's local draft, orders, the sales console's licences and the licence's state machine. The only home of these
 * rules for the server and the web.
 */
import { z } from 'zod';
import {
  CURRENCY,
  LANGUAGES,
  LICENCE_STATUSES,
  LICENCE_TYPES,
  type TLicenceStatus,
  type TLicenceType,
} from './constants';
import { optional, zAccepted, zCheckbox, zEmail, zId, zPassword, zPhone, zText } from './validation';

const zMinText = zText();

// The templates themselves live without zod, for the visitor's first page; the sales side reads them here too.
export {
  DEFAULT_TEMPLATE_ID,
  isTemplateId,
  PREVIEW_TEMPLATE_PARAM,
  TEMPLATE_FALLBACK_ID,
  TEMPLATES,
  type TTemplateKey,
  templateKeyOf,
} from './templates';
export const ZTemplate = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** The demo site this template is previewed on. */
  preview_url: z.string(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

/** Yearly licence prices, RSD including VAT, in minor units (para). Free has no payment. */
export const LICENCE_PRICES_MINOR: Record<TLicenceType, number> = {
  free: 0,
  basic: 1_200_000,
  'e-commerce': 3_600_000,
};
export const LICENCE_TERM_MONTHS = 12;
/** SPEC §1: a deviation may be reported within 15 days of the lease, refunded to the same card. */
export const REFUND_WINDOW_DAYS = 15;
/** An expired licence keeps its data read-only this long; renewing inside it continues from the old expiry. */
export const GRACE_PERIOD_DAYS = 30;
export const RENEWAL_REMINDER_DAYS = [30, 7, 1] as const;
/** A renewal can be ordered from this many days before the expiry (until the grace period ends), not earlier. */
export const RENEWAL_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a licence can be renewed at `now` (the one rule of the server's renew-licence and the console's button):
 * running or expired within GRACE_PERIOD_DAYS, and no earlier than RENEWAL_WINDOW_DAYS before its expiry.
 */
export function renewalAvailability(
  licence: { status: string; expiresAt: Date | null },
  now: Date,
): { kind: 'open' } | { kind: 'not_yet'; opensAt: Date } | { kind: 'not_renewable' } {
  const { expiresAt } = licence;
  if (!expiresAt) return { kind: 'not_renewable' };
  const graceEnd = expiresAt.getTime() + GRACE_PERIOD_DAYS * DAY_MS;
  const isRunningOrInGrace = licence.status === 'active' || (licence.status === 'expired' && now.getTime() <= graceEnd);
  if (!isRunningOrInGrace) return { kind: 'not_renewable' };
  const opensAt = new Date(expiresAt.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS);
  return now < opensAt ? { kind: 'not_yet', opensAt } : { kind: 'open' };
}

/** SPEC §4/§9: the wizard's local draft is valid for about one day after its last update. */
export const DRAFT_LIFESPAN_MS = 24 * 60 * 60 * 1000;
export const DRAFT_STORAGE_KEY = 'izlog.licenceDraft';
/** How long an unpaid order holds its subdomain and domain. */
export const ORDER_RESERVATION_MINUTES = 60;

export const ORDER_KINDS = ['new', 'renewal'] as const;
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'provisioned',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['card', 'ips'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The licence's state machine: from → the statuses it may go to and why. Every status change goes through it; an
 * illegal one is a 422 (`licence_transition_invalid`).
 */
export const LICENCE_TRANSITIONS: Record<TLicenceStatus, readonly TLicenceStatus[]> = {
  active: ['suspended', 'expired', 'closed'],
  suspended: ['active', 'closed'],
  expired: ['active', 'closed'],
  closed: [],
};
export const canTransition = (from: TLicenceStatus, to: TLicenceStatus): boolean =>
  LICENCE_TRANSITIONS[from].includes(to);
/** The statuses a sales user may set by hand (`sales-user-update-licence-status`); the rest follow money and time. */
export const MANUAL_LICENCE_STATUSES = ['active', 'suspended', 'closed'] as const;

/** A subdomain: the site's address `<subdomain>.<platform domain>` (SPEC §3 title_of_app_unique). */
export const SUBDOMAIN_PATTERN = /^(?!-)[a-z0-9-]{2,40}(?<!-)$/;
/** Names a subdomain can never take: the platform's own hosts. */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'mail',
  'app',
  'static',
  'cdn',
  'izlog',
  'platform',
] as const;

// ---- Sales users (platform accounts, separate from every licence's users) ----

export const ZRegisterSalesUserRequest = z.object({
  name: zMinText,
  email: zEmail,
  password: zPassword,
  phone: zPhone,
  /** Terms of use and terms of payment (SPEC §5). */
  terms: zAccepted,
  captcha_id: optional(z.string().max(64)),
  captcha: optional(z.string().max(20)),
});
export type TRegisterSalesUserRequest = z.infer<typeof ZRegisterSalesUserRequest>;
export const ZLoginSalesUserRequest = z.object({ email: z.string().trim().min(1), password: z.string().min(1) });
export const PLATFORM_ROLE_NAMES = ['SALES', 'PARTNER', 'PLATFORM_ADMIN'] as const;
export const ZSalesUser = z.object({
  id: z.number(),
  auth_key: z.string().optional(),
  role: z.enum(PLATFORM_ROLE_NAMES),
  email: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  abilities: z.array(z.string()),
});
export type TSalesUser = z.infer<typeof ZSalesUser>;
export const ZSalesUserNameRequest = z.object({ name: zMinText });
export const ZSalesUserPhoneRequest = z.object({ phone: zPhone });

// ---- The purchase wizard's draft (kept in the browser's local storage, SPEC §3 "Draft new licence") ----

export const ZLicenceDraft = z.object({
  step: z.number().int().min(0).default(0),
  licence_type: z.enum(LICENCE_TYPES).optional(),
  template_id: z.number().int().optional(),
  title_of_app: z.string().optional(),
  description: z.string().optional(),
  language: z.enum(LANGUAGES).optional(),
  phone: z.string().optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  address: z.string().optional(),
  /** The logo: a stock photo's download location or an uploaded picture's address. */
  icon: z.string().optional(),
  title_of_app_unique: z.string().optional(),
  confirmedDomain: z.string().optional(),
  domainMessage: z.string().optional(),
  isDomainFree: z.boolean().optional(),
  acceptedDomain: z.boolean().optional(),
  refNo: z.string().optional(),
  domainInvoice: z.object({ to_pay: z.number() }).optional(),
  domainPrice: z.number().optional(),
  totalPrice: z.number().optional(),
  order_id: z.number().optional(),
  lastUpdate: z.number(),
});
export type TLicenceDraft = z.infer<typeof ZLicenceDraft>;
export const isDraftStale = (draft: Pick<TLicenceDraft, 'lastUpdate'>, now = Date.now()): boolean =>
  now - draft.lastUpdate > DRAFT_LIFESPAN_MS;

// ---- Orders ----

/** `create-licence`: the order form. The price is never sent: the server sets it from the type and domain. */
export const ZCreateLicenceRequest = z.object({
  licence_type: z.enum(LICENCE_TYPES),
  template_id: zId,
  title_of_app: zMinText,
  title_of_app_unique: z.string().trim().toLowerCase(),
  /** A custom domain to register and point at the site; the subdomain always keeps working. */
  domain: optional(z.string().trim().toLowerCase().max(253)),
  /** The buyer accepted the domain's prices (SPEC §4: declining them discards the chosen licence data). */
  accepted_domain_prices: zCheckbox,
  language_id: z.coerce.number().int().optional(),
  description: optional(z.string().trim().max(2000)),
  phone: zPhone,
  country: zMinText,
  city: zMinText,
  address: zMinText,
  payment_method: z.enum(PAYMENT_METHODS).default('card'),
});
export type TCreateLicenceRequest = z.infer<typeof ZCreateLicenceRequest>;

export const ZSalesOrder = z.object({
  id: z.number(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  licence_id: z.number().nullable(),
  licence_type: z.enum(LICENCE_TYPES),
  template_id: z.number(),
  title_of_app: z.string(),
  subdomain: z.string(),
  custom_domain: z.string().nullable(),
  licence_amount: z.number(),
  domain_amount: z.number(),
  /** Amounts in minor units of RSD (para), VAT included. */
  total: z.number(),
  currency_id: z.literal(CURRENCY.RSD),
  reference_no: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  reserved_until: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * Why a paid order has no site (yet): its provisioning failed, or its payment could not be applied (its address went
   * to another order; the money is refunded). Added (issue 13 review) so the result page can say what happened.
   */
  provisioning_error: z.string().nullable(),
});
export type TSalesOrder = z.infer<typeof ZSalesOrder>;

// ---- The sales console ----

export const JOB_STATES = ['queued', 'running', 'retrying', 'succeeded', 'failed'] as const;
export const ZJobRecord = z.object({
  id: z.number(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.number(),
  message: z.string().nullable(),
  attempts: z.number(),
  updated_at: z.string(),
});
export type TJobRecord = z.infer<typeof ZJobRecord>;

export const ZSalesLicence = z.object({
  id: z.number(),
  title_of_app: z.string(),
  title_of_app_unique: z.string(),
  site_url: z.string(),
  custom_domain: z.string().nullable(),
  description: z.string().nullable(),
  licence_type: z.enum(LICENCE_TYPES),
  template_id: z.number(),
  language_id: z.number(),
  status: z.enum(LICENCE_STATUSES),
  icon: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  VHost_status: z.string(),
  ssl_status: z.string(),
  android_app_link: z.string().nullable(),
  expires_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  /** Whether a refund is still possible (15 days from the first payment). */
  refundable_until: z.string().nullable(),
  sold_by: z.object({ id: z.number(), name: z.string().nullable(), email: z.string() }).nullable(),
  jobs: z.array(ZJobRecord),
  created_at: z.string(),
});
export type TSalesLicence = z.infer<typeof ZSalesLicence>;

export const ZSalesLicenceStatusRequest = z.object({ status: z.enum(LICENCE_STATUSES) });
export const ZSalesLicenceTextRequest = z.object({ description: z.string().trim().max(2000) });

// ---- The price list (GET /licences/get-licence-prices; W1, decision 0031) ----

/**
 * What a licence type includes, in the order the price list shows it. Free is a site on a subdomain with content and
 * no shop; basic adds a custom domain, planners, widgets and the native app; e-commerce adds products, catalogs and
 * paid first places in category lists.
 */
export const LICENCE_FEATURES = [
  'subdomain',
  'content',
  'custom_domain',
  'planners',
  'widgets',
  'native_app',
  'products',
  'catalogs',
  'first_places',
] as const;
export type TLicenceFeature = (typeof LICENCE_FEATURES)[number];
export const LICENCE_TYPE_FEATURES: Record<TLicenceType, readonly TLicenceFeature[]> = {
  free: ['subdomain', 'content'],
  basic: ['subdomain', 'content', 'custom_domain', 'planners', 'widgets', 'native_app'],
  'e-commerce': LICENCE_FEATURES,
};
export const ZLicenceFeature = z.object({ key: z.enum(LICENCE_FEATURES), label: z.string() });
export const ZLicencePrice = z.object({
  licence_type: z.enum(LICENCE_TYPES),
  /** The type's name and one line about it, in the request's language. */
  name: z.string(),
  description: z.string(),
  /** The yearly price in RSD including VAT, minor units (para); 0 for free. */
  price: z.number(),
  currency_id: z.literal(CURRENCY.RSD),
  /** The same in EUR for information at the middle rate (minor units, cents); null when no rate is known. */
  price_eur: z.number().nullable(),
  term_months: z.number(),
  features: z.array(ZLicenceFeature),
});
export type TLicencePrice = z.infer<typeof ZLicencePrice>;
export const ZLicencePrices = z.object({
  prices: z.array(ZLicencePrice),
  /** The middle rate the EUR figures use and the day its list applies; null when no rate is known. */
  rate: z.object({ middle: z.string(), date: z.string(), stale: z.boolean() }).nullable(),
});
export type TLicencePrices = z.infer<typeof ZLicencePrices>;
export const ZTemplateList = z.array(ZTemplate);
