/** Catalogs (SPEC §3 "Catalog", §7 "Catalogs"): requests, responses, list filters and the category item list. */
import { z } from 'zod';
import { CONTENT_STATUSES } from './constants';
import { ZContentListItem } from './contents';
import { zPendingRevisionField, zRejectionField } from './revisions';
import { optional, zText } from './validation';

/** Most catalogs `get-licence-catalogs-no-pagination` answers (a picker, not a listing: bigger sites page). */
export const LICENCE_CATALOGS_CAP = 500;
/** Most products `get-catalog-products-no-pagination` answers. */
export const CATALOG_PRODUCTS_CAP = 1000;
/** Most products one catalog may hold. */
export const CATALOG_MAX_PRODUCTS = 1000;

/** Largest id a database id column holds (int4): bigger numbers are refused, not sent to the database. */
const MAX_ID = 2_147_483_647;

/** A required id from a form (text) or JSON (number); missing or empty is "required", not "invalid". */
export const zRowId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number().int().positive().max(MAX_ID),
);

/**
 * Ids as a form or JSON sends them: repeated keys or `products[]` (an array), comma-separated text, or one empty
 * entry meaning "none" (SPEC §5: an empty list arrives as one empty entry). Absent stays absent.
 */
function toIdList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
    typeof part === 'string' ? part.split(',') : [part],
  );
  return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((part) => part !== '');
}

export const zIdList = z.preprocess(toIdList, z.array(zRowId).max(CATALOG_MAX_PRODUCTS).optional());

const catalogFields = {
  name: zText(255),
  category_id: zRowId,
  description: optional(z.string().max(50_000)),
  /** A stock photo's download location, instead of an uploaded `image` file. */
  stock_image: optional(z.string().max(2000)),
  products: zIdList,
};

/** user-create-catalog, create-catalog-draft (the `image` file or `stock_image` is required). */
export const ZCreateCatalogRequest = z.object(catalogFields);
export type TCreateCatalogRequest = z.infer<typeof ZCreateCatalogRequest>;

/** admin-create-catalog: staff may name another author. */
export const ZAdminCreateCatalogRequest = ZCreateCatalogRequest.extend({ author_id: optional(zRowId) });
export type TAdminCreateCatalogRequest = z.infer<typeof ZAdminCreateCatalogRequest>;

/**
 * user-update-catalog, update-catalog-draft: the catalog form; the server takes any part of it (decision 0050): a
 * field left out stays, one sent empty is emptied (the name and category, required, are refused empty), and products
 * sent as one empty entry are none.
 */
export const ZUpdateCatalogRequest = z.object({
  name: catalogFields.name,
  category_id: catalogFields.category_id,
  description: catalogFields.description,
  stock_image: catalogFields.stock_image,
  products: catalogFields.products,
});
export type TUpdateCatalogRequest = z.infer<typeof ZUpdateCatalogRequest>;

export const ZAdminUpdateCatalogRequest = ZUpdateCatalogRequest.extend({ author_id: optional(zRowId) });
export type TAdminUpdateCatalogRequest = z.infer<typeof ZAdminUpdateCatalogRequest>;

export const ZCatalogAuthor = z.object({
  id: z.number(),
  /** The name the site shows, never a login e-mail (as ZPublicProfile's `username`; decision 0045). */
  username: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  company_name: z.string().nullable(),
  avatar: z.string().nullable(),
});

export const ZCatalog = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  category_id: z.number().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  /** Responsive variants of the image, by "WIDTHxHEIGHT". */
  image_sizes: z.record(z.string(), z.string()),
  author_id: z.number(),
  author: ZCatalogAuthor.nullable(),
  status: z.enum(CONTENT_STATUSES),
  remark_request_for_edit: z.string().nullable(),
  /** Product ids in catalog order; the public sees only the approved ones. */
  products: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
  /** An edit of this approved catalog waiting for moderation: for its author and staff only (decision 0011). */
  pending_revision: zPendingRevisionField,
  rejection: zRejectionField,
});
export type TCatalog = z.infer<typeof ZCatalog>;

/** GET /catalogs filters. */
export const ZCatalogsQuery = z.object({
  'filter[author_id]': optional(zRowId),
  'filter[category_id]': optional(zRowId),
  'filter[status]': optional(z.enum(CONTENT_STATUSES)),
  'filter[slug]': optional(z.string().max(255)),
  'filter[id]': optional(zRowId),
});
export type TCatalogsQuery = z.infer<typeof ZCatalogsQuery>;

/**
 * Whether an entry of a category list is there as a paid first place (issue 14, decision 0036): visitors see it marked
 * "Sponsored", and opening it reports a click to POST /biddings/record-click/{bidding_item_id}.
 */
const sponsorshipFields = {
  sponsored: z.boolean(),
  /** The bidding item that placed it first; null for an entry in its ordinary place. */
  bidding_item_id: z.number().nullable(),
};

/** One entry of get-category-catalog-product: a catalog or a product (as content lists show it), told by `type`. */
export const ZCategoryItem = z.discriminatedUnion('type', [
  ZCatalog.extend({ type: z.literal('catalog'), ...sponsorshipFields }),
  ZContentListItem.extend({ type: z.literal('product'), ...sponsorshipFields }),
]);
export type TCategoryItem = z.infer<typeof ZCategoryItem>;
