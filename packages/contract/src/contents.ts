/**
 * Request and response schemas of contents — blogs, articles, products and static pages (SPEC §3, §5, §7
 * "Contents"). Files (image, gallery) are added by the server, which alone knows an uploaded file's shape.
 */
import { z } from 'zod';
import { zContentTypeId } from './categories';
import {
  CONTENT_STATUSES,
  CONTENT_TYPE,
  CURRENCY,
  DISCOUNT_TYPE,
  MIN_TEXT_LENGTH,
  type TContentTypeId,
} from './constants';
import { zGalleryOrder } from './gallery-order';
import { ZPageQuery } from './pagination';
import { zPendingRevisionField, zRejectionField } from './revisions';
import { ZTag } from './tags';
import { optional, zId } from './validation';

export const CONTENT_SORTS = ['newest', 'most_read', 'random'] as const;
export type TContentSort = (typeof CONTENT_SORTS)[number];
/** get-licence-products-no-pagination answers at most this many products, newest first. */
export const NO_PAGINATION_LIMIT = 1000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const MAX_GALLERY_ITEMS = 30;
/**
 * SPEC §5 beyond the schema: publishing a blog, article or product needs a category and a main photo; a draft may
 * wait for them (static pages need neither). The server checks it, the web forms show it at the fields.
 */
export const PUBLISH_NEEDS_CATEGORY_AND_IMAGE: readonly TContentTypeId[] = [
  CONTENT_TYPE.blog,
  CONTENT_TYPE.article,
  CONTENT_TYPE.product,
];
/** The longest price, in whole units: 9 999 999 999.99 fits comfortably in minor units (bigint). */
const MAX_PRICE_DIGITS = 10;

/**
 * The blog form of the web sends mod_title, mod_content_text, mod_image, mod_category_id (SPEC §3); product forms
 * show the title as "name". This is the one place those names map to the content fields; the moderation issue
 * turns mod_* into a pending revision from here.
 */
export const CONTENT_FIELD_ALIASES = {
  mod_title: 'title',
  mod_content_text: 'content_text',
  mod_image: 'image',
  mod_category_id: 'category_id',
  name: 'title',
} as const;

/** Copies each alias onto its field when the field itself was not sent. */
export function applyContentFieldAliases(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [alias, field] of Object.entries(CONTENT_FIELD_ALIASES)) {
    if (alias in result && (result[field] === undefined || result[field] === '')) result[field] = result[alias];
    delete result[alias];
  }
  return result;
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A list of ids as forms send it: repeated keys, `key[]`, a comma-joined string or a JSON array. Absent stays
 * undefined ("unchanged"); SPEC §5's one empty entry (or an empty list) is an empty list ("none").
 */
export const zIdList = (max = 200) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === 'string' ? part.split(',') : [part],
    );
    const ids = parts.filter((part) => !isBlank(part)).map((part) => (typeof part === 'string' ? part.trim() : part));
    return [...new Set(ids.map((id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id)))];
  }, z.array(zId.max(2_147_483_647)).max(max).optional());

/** A list of strings (links, download locations); blanks dropped; absent stays undefined. */
const zStringList = (max: number, maxLength = 2000) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return undefined;
    return (Array.isArray(value) ? value : [value]).filter((part) => !isBlank(part)).map((part) => String(part).trim());
  }, z.array(z.string().max(maxLength)).max(max).optional());

/** A checkbox: true, "true", "1", "on" or "yes" is checked; anything else, or nothing, is unchecked. */
const zCheckbox = z.preprocess(
  (value) => value === true || ['true', '1', 'on', 'yes'].includes(String(value).toLowerCase()),
  z.boolean(),
);

/**
 * A price as typed: "1234.50", "1234,5" or a number; empty (or "null") means "price on request" (SPEC §5) → null.
 * The result is a normalized decimal string; `priceToMinorUnits` turns it into what the database keeps.
 */
export const zPrice = z.preprocess(
  (value) => (isBlank(value) || value === 'null' ? null : String(value).trim().replace(',', '.')),
  z
    .string()
    .regex(new RegExp(`^\\d{1,${MAX_PRICE_DIGITS}}(\\.\\d{1,2})?$`), { error: 'price_invalid' })
    .nullable(),
);

/** "1234.5" → 123450 (minor units: para, cents), without floating point. */
export function priceToMinorUnits(decimal: string): number {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123450 → 1234.5 on the wire. */
export const minorUnitsToPrice = (minor: number | null): number | null => (minor === null ? null : minor / 100);

/** A discount as typed; null or empty is 0 (SPEC §5: "sent as 0 when null"). Percent or amount per discount_type. */
const zDiscount = z.preprocess(
  (value) => (isBlank(value) || value === 'null' ? '0' : String(value).trim().replace(',', '.')),
  z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'field_number' }),
);
const zDiscountType = z.preprocess(
  (value) => (isBlank(value) || value === 'null' ? 0 : Number(value)),
  z.literal(Object.values(DISCOUNT_TYPE), { error: 'field_invalid_choice' }),
);
const zCurrencyId = z.preprocess(
  (value) => (isBlank(value) ? CURRENCY.RSD : Number(value)),
  z.literal(Object.values(CURRENCY), { error: 'field_invalid_choice' }),
);

/** Tags as SPEC §3 sends them: comma-joined names (or a list), trimmed, first spelling of a name wins. */
export const zTagNames = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    const names = (Array.isArray(value) ? value : [value])
      .flatMap((part) => String(part).split(','))
      .map((name) => name.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    const seen = new Set<string>();
    return names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
  },
  z.array(z.string().max(MAX_TAG_LENGTH)).max(MAX_TAGS),
);

const zTitle = z.preprocess(
  (value) => (isBlank(value) ? undefined : value),
  z.string().trim().min(MIN_TEXT_LENGTH).max(255),
);

/** Fields of every content write (SPEC §3 Article, Blog, Static page; Product adds its own below). */
export const ZContentWriteRequest = z.object({
  title: zTitle,
  content_text: optional(z.string().max(200_000)),
  description: optional(z.string().trim().max(2000)),
  /** A stock photo's download location, when the main image is not uploaded as a file. */
  stock_image: optional(z.string().max(2000)),
  category_id: optional(zId.max(2_147_483_647)),
  /** Staff may write on behalf of another author; ignored for clients and front users. */
  author_id: optional(zId.max(2_147_483_647)),
  comments_allowed: zCheckbox,
  gallery_position: optional(z.string().trim().max(20)),
  stock_gallery: zStringList(MAX_GALLERY_ITEMS),
  /** On update: ids of gallery entries (pictures and videos) to keep; absent keeps all of them. */
  old_gallery: zIdList(MAX_GALLERY_ITEMS * 2),
  /** YouTube or Vimeo links to add. */
  video_gallery: zStringList(MAX_GALLERY_ITEMS, 500),
  /** The order of the whole gallery after this write (`@izlog/contract/gallery-order`); absent keeps field order. */
  gallery_order: zGalleryOrder(MAX_GALLERY_ITEMS * 4),
  tags: zTagNames,
});
export type TContentWriteRequest = z.infer<typeof ZContentWriteRequest>;

export const ZProductWriteRequest = ZContentWriteRequest.extend({
  price: zPrice.optional().transform((value) => value ?? null),
  currency_id: zCurrencyId,
  discount: zDiscount,
  discount_type: zDiscountType,
  attribute_values: zIdList(),
  locations: zIdList(),
  catalogs: zIdList(),
});
export type TProductWriteRequest = z.infer<typeof ZProductWriteRequest>;

/** Per-call names (SPEC §7): every blog, article and page call takes the same fields, every product call its own. */
export const ZCreateArticleRequest = ZContentWriteRequest;
export const ZCreateBlogRequest = ZContentWriteRequest;
export const ZCreatePageRequest = ZContentWriteRequest;
export const ZCreateProductRequest = ZProductWriteRequest;

export const ZContentStatus = z.enum(CONTENT_STATUSES);

export const ZContentsQuery = ZPageQuery.extend({
  'filter[content_type_id]': optional(zContentTypeId),
  'filter[slug]': optional(z.string().trim().max(120)),
  'filter[id]': optional(z.coerce.number().int().positive().max(2_147_483_647)),
  'filter[author_id]': optional(z.coerce.number().int().positive().max(2_147_483_647)),
  'filter[status]': optional(ZContentStatus),
  'filter[category_id]': optional(z.coerce.number().int().positive().max(2_147_483_647)),
  /** Full-text search over title, text, tags and category (any script, any case, with or without diacritics). */
  search: optional(z.string().trim().max(200)),
  sort: optional(z.enum(CONTENT_SORTS)),
});
export type TContentsQuery = z.infer<typeof ZContentsQuery>;

export const ZRelatedContentsQuery = ZPageQuery.extend({
  'filter[content_type_id]': optional(zContentTypeId),
});
export const ZLastProductsQuery = z.object({
  'filter[category_id]': optional(z.coerce.number().int().positive().max(2_147_483_647)),
});

const ZContentCategory = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const ZContentAuthor = z.object({
  id: z.number(),
  /** The name the site shows, never a login e-mail (as ZPublicProfile's `username`; decision 0045). */
  username: z.string(),
  company_name: z.string().nullable(),
  avatar: z.string().nullable(),
});

/** A content as lists show it: no long text, an excerpt instead. */
export const ZContentListItem = z.object({
  id: z.number(),
  content_type_id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Plain text from the start of content_text (at most 240 characters). */
  excerpt: z.string(),
  image: z.string().nullable(),
  /** Responsive variants of the image, by "WIDTHxHEIGHT". */
  image_sizes: z.record(z.string(), z.string()),
  category: ZContentCategory.nullable(),
  author: ZContentAuthor,
  /** A decimal, or null for "price on request". */
  price: z.number().nullable(),
  currency_id: z.number(),
  discount: z.number(),
  discount_type: z.number(),
  status: ZContentStatus,
  views: z.number(),
  comments_allowed: z.boolean(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  tags: z.array(ZTag),
  /** An edit of this approved content waiting for moderation: for its author and staff only (decision 0011). */
  pending_revision: zPendingRevisionField,
  rejection: zRejectionField,
  /**
   * A paid first place of the category the list is filtered by (products of one category, decision 0067): shown
   * first and marked "Sponsored"; opening it reports a click to POST /biddings/record-click/{bidding_item_id}. Left
   * out of every other entry.
   */
  sponsored: z.literal(true).optional(),
  bidding_item_id: z.number().optional(),
});
export type TContentListItem = z.infer<typeof ZContentListItem>;

export const ZGalleryImage = z.object({
  id: z.number(),
  url: z.string(),
  sizes: z.record(z.string(), z.string()),
  position: z.number(),
});
export const ZGalleryVideo = z.object({
  id: z.number(),
  url: z.string(),
  provider: z.string(),
  embed_url: z.string(),
  position: z.number(),
});

/** One content with everything a single page shows. */
export const ZContent = ZContentListItem.extend({
  content_text: z.string().nullable(),
  stock_image: z.string().nullable(),
  gallery_position: z.string().nullable(),
  remark_request_for_edit: z.string().nullable(),
  updated_at: z.string(),
  gallery: z.array(ZGalleryImage),
  video_gallery: z.array(ZGalleryVideo),
  attributes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      values: z.array(z.object({ id: z.number(), value: z.string() })),
    }),
  ),
  locations: z.array(z.object({ id: z.number(), country: z.string(), city: z.string(), address: z.string() })),
  catalogs: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
});
export type TContent = z.infer<typeof ZContent>;

/** get-licence-products-no-pagination: enough to pick a product (catalog and planner forms). */
export const ZProductOption = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
