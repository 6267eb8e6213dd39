/**
 * Planners (SPEC §2 "My Planners", PublicPlannerItems; §3 Planner, Planner item or task; §4; §5; §7 "Planners"):
 * a front user's planner of an event or a home project — tasks they write and products or catalogs of the site they
 * link — with prices in dinars and euros. Money is integers in minor units (para, cents) everywhere; an item priced in
 * euros keeps the middle rate and day it was priced at, so a total never drifts without saying why (decision 0041).
 */
import { z } from 'zod';
import { CURRENCY } from './constants';
import { ZStoredImage, zStockLocation } from './media';
import { ZPageQuery } from './pagination';
import { optional, zEmail, zId, zPhone, zText } from './validation';

export const PLANNER_TITLE_MAX = 120;
export const PLANNER_DESCRIPTION_MAX = 2000;
export const PLANNER_ITEM_TITLE_MAX = 200;
export const PLANNER_REMARK_MAX = 2000;
export const PLANNER_ADDRESS_MAX = 255;
/** A user keeps at most this many planners, and a planner at most this many items. */
export const PLANNERS_PER_USER_MAX = 50;
export const PLANNER_ITEMS_MAX = 500;

export const PLANNER_ITEM_KINDS = ['task', 'product', 'catalog'] as const;
export type TPlannerItemKind = (typeof PLANNER_ITEM_KINDS)[number];

/**
 * Where a user-written item stands with the public (SPEC §6: moderators manage planner items): `private` until its
 * owner shows it publicly, then `pending` until a moderator approves or disapproves it. A linked product or catalog
 * was approved as itself, so it is never pending. An edit of an approved task's public words makes it pending again.
 */
export const PLANNER_ITEM_STATUSES = ['private', 'pending', 'approved', 'disapproved'] as const;
export type TPlannerItemStatus = (typeof PLANNER_ITEM_STATUSES)[number];
/**
 * A planner's own words (title, description) are moderated the same way (decision 0041): `private` until first made
 * public, then `pending` until a moderator decides; a change of its words while not private makes it pending again.
 */
export const PLANNER_STATUSES = PLANNER_ITEM_STATUSES;
export type TPlannerStatus = TPlannerItemStatus;

/**
 * A planner price: at most 99 999 999,99 (eight whole digits), so 500 items in euros at any rate stay exact integers
 * of para in JavaScript (below 2^53) — the totals never lose a para.
 */
export const PLANNER_PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

export const CURRENCY_IDS = [CURRENCY.RSD, CURRENCY.EUR] as const;
export type TCurrencyId = (typeof CURRENCY_IDS)[number];
export const zCurrencyId = z.coerce.number().pipe(z.literal(CURRENCY_IDS, { error: 'planner_currency_unknown' }));

/** A day as YYYY-MM-DD (the task's own day; times are Europe/Belgrade). */
export const zPlannerDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'planner_date_invalid' });
/** A time of day as HH:MM (24 h). */
export const zPlannerTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'planner_time_invalid' });

/** A switch as sent in a path or body: 1/0, true/false, on/off. */
export const zSwitchValue = z.preprocess(
  (value) => {
    const text = String(value).toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(text)) return true;
    if (['0', 'false', 'off', 'no'].includes(text)) return false;
    return value;
  },
  z.boolean({ error: 'field_invalid_choice' }),
);

/**
 * A planner price as typed ("1234.50" or "1234,5"), never negative, at most PLANNER_PRICE_PATTERN's eight whole digits;
 * the result is a normalized decimal string (`priceToMinorUnits` makes it minor units). Its error speaks of a planner
 * price only: a planner item has no "price on request", it simply has no price.
 */
export const zPlannerPrice = z
  .preprocess((value) => String(value).trim().replace(',', '.'), z.string())
  .pipe(z.string().regex(PLANNER_PRICE_PATTERN, { error: 'planner_price_invalid' }));

/** The largest planner price in minor units (99 999 999,99): a linked product above it cannot be counted exactly. */
export const PLANNER_PRICE_MAX_MINOR = 9_999_999_999;

/**
 * A form's checkbox that refuses what it cannot read: true/false, 1/0, on/off, yes/no, or absent (undefined). Anything
 * else ("maybe") is a 422 naming the field, as the switch calls answer, never a silent false.
 */
export const zStrictCheckbox = optional(zSwitchValue);

// ——— Planners ———

/** POST /planners/create-planner and update-planner/{id}: SPEC §3 "name and description required". */
export const ZPlannerRequest = z.object({
  title: zText(PLANNER_TITLE_MAX),
  description: zText(PLANNER_DESCRIPTION_MAX),
});
export type TPlannerRequest = z.infer<typeof ZPlannerRequest>;

/** GET /planners: the signed-in user's own planners, newest change first. */
export const ZPlannersQuery = ZPageQuery.extend({
  'filter[title]': optional(z.string().trim().max(PLANNER_TITLE_MAX)),
  'filter[is_public]': optional(zSwitchValue),
});
export type TPlannersQuery = z.infer<typeof ZPlannersQuery>;

/** Optional body of the three switches (toggle-public-planner, show-price-publicly, show-planner-item-publicly): no
 * `value` flips the switch, a `value` sets it (a double click then changes nothing). */
export const ZSwitchRequest = z.object({ value: optional(zSwitchValue) });
export type TSwitchRequest = z.infer<typeof ZSwitchRequest>;

/** The middle rate an amount was converted at: RSD per `parity` euros, the bank's day. */
export const ZPlannerRate = z.object({ middle: z.string(), parity: z.number(), date: z.string() });
export type TPlannerRate = z.infer<typeof ZPlannerRate>;

/**
 * A planner's totals over the items whose `calculate_price` is on. `rsd_minor` and `eur_minor` are kept per currency
 * (SPEC §3). `grand_total_rsd_minor` converts the euros at today's middle rate (`rate`, null with the total when Izlog
 * knows no rate); `priced_total_rsd_minor` converts each euro item at the rate it was priced at — the difference is
 * what the rate did since, and the page says so.
 */
export const ZPlannerTotals = z.object({
  rsd_minor: z.number(),
  eur_minor: z.number(),
  counted_items: z.number(),
  grand_total_rsd_minor: z.number().nullable(),
  priced_total_rsd_minor: z.number(),
  rate: ZPlannerRate.extend({ stale: z.boolean() }).nullable(),
});
export type TPlannerTotals = z.infer<typeof ZPlannerTotals>;

const ZOwnerRef = z.object({ id: z.number(), username: z.string() });

export const ZPlanner = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  /** Where its title and description stand with the public (PLANNER_STATUSES): visitors see it once approved. */
  status: z.enum(PLANNER_ITEM_STATUSES),
  user: ZOwnerRef,
  items_count: z.number(),
  totals: ZPlannerTotals,
  /** Whether a private calendar link is live (its address is shown once, when it is made). */
  calendar_link_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPlanner = z.infer<typeof ZPlanner>;

// ——— Planner items ———

const ZCategoryRef = z.object({ id: z.number(), name: z.string() });

export const ZPlannerItem = z.object({
  id: z.number(),
  planner_id: z.number(),
  kind: z.enum(PLANNER_ITEM_KINDS),
  title: z.string(),
  remark: z.string().nullable(),
  image: ZStoredImage.nullable(),
  scheduled_date: z.string().nullable(),
  /** HH:MM, Europe/Belgrade. */
  scheduled_time: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  category: ZCategoryRef.nullable(),
  /** The linked product (a content) or catalog, with what its page's address needs. */
  content: z.object({ id: z.number(), slug: z.string(), title: z.string() }).nullable(),
  catalog: z.object({ id: z.number(), slug: z.string(), name: z.string() }).nullable(),
  price_minor: z.number().nullable(),
  currency_id: z.number().nullable(),
  /** A euro price's rate and day when it was priced (null for dinars, or when no rate was known). */
  priced_rate: ZPlannerRate.nullable(),
  /** The price in para at `priced_rate` (the price itself for dinars); null without a price. */
  price_rsd_minor: z.number().nullable(),
  calculate_price: z.boolean(),
  show_publicly: z.boolean(),
  show_price_publicly: z.boolean(),
  status: z.enum(PLANNER_ITEM_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPlannerItem = z.infer<typeof ZPlannerItem>;

/** Items of one category (null: items without one), by date and time, undated last. */
export const ZPlannerCategoryGroup = z.object({ category: ZCategoryRef.nullable(), items: z.array(ZPlannerItem) });

/** GET /planners/planner-categories/{id}: the owner's planner page — the planner and its items by category. */
export const ZPlannerDetail = z.object({ planner: ZPlanner, categories: z.array(ZPlannerCategoryGroup) });
export type TPlannerDetail = z.infer<typeof ZPlannerDetail>;

/**
 * The form of create-planner-task/{plannerId} and update-planner-task/{itemId} (multipart with an optional `image`
 * file, or `stock_image`): SPEC §5 "Task: title, category, full address, date and time". A price needs its currency.
 * Sent whole: what the form leaves out is cleared (`remove_image` drops the picture; no image field keeps it).
 */
export const ZPlannerTaskRequest = z
  .object({
    title: zText(PLANNER_ITEM_TITLE_MAX),
    category_id: zId,
    address: zText(PLANNER_ADDRESS_MAX),
    city: zText(PLANNER_ADDRESS_MAX),
    country: optional(z.string().trim().max(PLANNER_ADDRESS_MAX)),
    scheduled_date: zPlannerDay,
    scheduled_time: zPlannerTime,
    remark: optional(z.string().trim().max(PLANNER_REMARK_MAX)),
    contact_phone: optional(zPhone),
    contact_email: optional(zEmail),
    price: optional(zPlannerPrice),
    currency_id: optional(zCurrencyId),
    calculate_price: zStrictCheckbox,
    show_publicly: zStrictCheckbox,
    show_price_publicly: zStrictCheckbox,
    stock_image: zStockLocation,
    remove_image: zStrictCheckbox,
  })
  .superRefine((task, ctx) => {
    if (task.price != null && task.currency_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['currency_id'], message: 'planner_currency_required' });
    }
  });
export type TPlannerTaskRequest = z.infer<typeof ZPlannerTaskRequest>;

/** Path of delete-planner-item and switch-to-another-planner. */
export const ZPlannerItemInPlannerParams = z.object({ itemId: zId, plannerId: zId });
export const ZPlannerIdParams = z.object({ plannerId: zId });
export const ZPlannerItemIdParams = z.object({ itemId: zId });
/** link-product-to-planner/{plannerId}/{contentId} and link-catalog-to-planner/{plannerId}/{catalogId}. */
export const ZLinkProductParams = z.object({ plannerId: zId, contentId: zId });
export const ZLinkCatalogParams = z.object({ plannerId: zId, catalogId: zId });

/** POST /planner-items/save-scheduled-date/{id}: a linked item's date may be cleared; a task's may not (SPEC §5). */
export const ZScheduledDateRequest = z.object({
  scheduled_date: optional(zPlannerDay),
  scheduled_time: optional(zPlannerTime),
});
export type TScheduledDateRequest = z.infer<typeof ZScheduledDateRequest>;

/** POST /planner-items/save-planner-item-note/{id}: the remark; empty removes it. */
export const ZPlannerNoteRequest = z.object({ remark: optional(z.string().trim().max(PLANNER_REMARK_MAX)) });

/** POST /planner-items/save-price-of-planner-item/{id}/{price}/{currencyId}: "1234.50" or "1234,5"; never negative. */
export const ZPlannerPriceParams = z.object({
  id: zId,
  price: zPlannerPrice,
  currencyId: zCurrencyId,
});
/** POST /planner-items/change-calculate-price/{id}/{value}. */
export const ZCalculatePriceParams = z.object({ id: zId, value: zSwitchValue });

/** What every item write answers: the item and its planner with the new totals (the page keeps them in view). */
export const ZPlannerItemChange = z.object({ item: ZPlannerItem, planner: ZPlanner });
export type TPlannerItemChange = z.infer<typeof ZPlannerItemChange>;
/** switch-to-another-planner: the moved item in its new planner, and the planner it left. */
export const ZPlannerItemMove = ZPlannerItemChange.extend({ from: ZPlanner });
export type TPlannerItemMove = z.infer<typeof ZPlannerItemMove>;
/** delete-planner-item/{itemId}/{plannerId}: the planner the item left, with its new totals. */
export const ZPlannerItemDeleted = z.object({ planner: ZPlanner });
export type TPlannerItemDeleted = z.infer<typeof ZPlannerItemDeleted>;

// ——— Public planners ———

/**
 * An item as the public sees it (a public planner, the item shown publicly and, when user-written, approved): no
 * street address, phone or e-mail (decision 0041); the price only where show-price-publicly is on.
 */
export const ZPublicPlannerItem = ZPlannerItem.pick({
  id: true,
  kind: true,
  title: true,
  remark: true,
  image: true,
  scheduled_date: true,
  scheduled_time: true,
  city: true,
  country: true,
  category: true,
  content: true,
  catalog: true,
  price_minor: true,
  currency_id: true,
});
export type TPublicPlannerItem = z.infer<typeof ZPublicPlannerItem>;

export const ZPublicPlannerSummary = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  user: ZOwnerRef,
  /** Items the public sees. */
  items_count: z.number(),
  updated_at: z.string(),
});
export type TPublicPlannerSummary = z.infer<typeof ZPublicPlannerSummary>;

/** GET /planners/public-planner-categories/{id}: PublicPlannerItems — the planner and its public items by category. */
export const ZPublicPlannerDetail = z.object({
  planner: ZPublicPlannerSummary,
  categories: z.array(z.object({ category: ZCategoryRef.nullable(), items: z.array(ZPublicPlannerItem) })),
});
export type TPublicPlannerDetail = z.infer<typeof ZPublicPlannerDetail>;

/** GET /public-planners: public planners with at least one public item, newest change first. */
export const ZPublicPlannersQuery = ZPageQuery.extend({ 'filter[user_id]': optional(zId) });
export type TPublicPlannersQuery = z.infer<typeof ZPublicPlannersQuery>;

// ——— Moderation and calendar ———

/** A planner item waiting for a moderator (GET /moderations/planner-items-on-moderation), oldest first. */
export const ZModerationPlannerItem = ZPlannerItem.pick({
  id: true,
  title: true,
  remark: true,
  image: true,
  scheduled_date: true,
  scheduled_time: true,
  city: true,
  country: true,
  category: true,
  status: true,
  updated_at: true,
}).extend({ planner: z.object({ id: z.number(), title: z.string() }), user: ZOwnerRef });
export type TModerationPlannerItem = z.infer<typeof ZModerationPlannerItem>;

/**
 * The body of approve-/disapprove-planner-item/{id} and approve-/disapprove-planner/{id}: the `updated_at` of the
 * version the moderator saw. An owner's change since makes the decision a 409 (planner_item_changed), so a decision
 * names exactly what the moderator read (decision 0011).
 */
export const ZPlannerDecisionRequest = z.object({ updated_at: z.string().min(1).max(40) });
export type TPlannerDecisionRequest = z.infer<typeof ZPlannerDecisionRequest>;

/** A planner waiting for a moderator (GET /moderations/planners-on-moderation), oldest first: its own words. */
export const ZModerationPlanner = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(PLANNER_STATUSES),
  user: ZOwnerRef,
  items_count: z.number(),
  updated_at: z.string(),
});
export type TModerationPlanner = z.infer<typeof ZModerationPlanner>;

/** POST /planners/create-calendar-link/{id}: the private calendar address, shown this once (only its hash is kept). */
export const ZCalendarLink = z.object({ url: z.string(), planner: ZPlanner });
export type TCalendarLink = z.infer<typeof ZCalendarLink>;
/** GET /planner-calendars/{token}.ics. */
export const ZCalendarTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) });

/**
 * When reminders start going, the day before a task's date (Europe/Belgrade): the job runs at this time and again
 * every hour until 21:00, each run claiming only what no run has mailed yet, so a task added or moved to tomorrow
 * after 09:00, or a run the server missed, is still reminded that day, and nothing twice. A task made for tomorrow
 * after the 21:00 run gets no mail (nobody wants one at night); the calendar's alarm of an all-day task rings at this
 * time too.
 */
export const PLANNER_REMINDER_TIME = '09:00';
/** A task with a date and no time is an all-day event; one with a time lasts this long in the calendar. */
export const PLANNER_EVENT_MINUTES = 60;
