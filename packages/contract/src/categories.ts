/**
 * Request and response schemas of categories, attributes and the menu order of content types (SPEC §3, §5, §7
 * "Categories, attributes, tags"). The SPEC §5 rules live here: title required, attribute name and values required,
 * values separated by commas, duplicate attribute names rejected ("Attribute already exists").
 */
import { z } from 'zod';
import {
  fromJsonText,
  nameKey,
  splitValues,
  zAttributeValues,
  zColor,
  zContentTypeId,
  zOrderedIds,
  zParentId,
  zRequiredText,
} from './category-fields';
import { CATEGORY_STATUSES, CONTENT_TYPE, CONTENT_TYPE_IDS, type TContentTypeId, type TLanguage } from './constants';
import { optional, zId } from './validation';

export { MAX_ATTRIBUTE_VALUES, nameKey, splitValues, uniqueValues, zContentTypeId } from './category-fields';

/** Names of the content types in the site menu, in both languages. */
export const CONTENT_TYPE_NAMES: Record<TContentTypeId, Record<TLanguage, string>> = {
  [CONTENT_TYPE.blog]: { srp: 'Blog', en: 'Blog' },
  [CONTENT_TYPE.article]: { srp: 'Vesti', en: 'News' },
  [CONTENT_TYPE.product]: { srp: 'Proizvodi', en: 'Products' },
  [CONTENT_TYPE.staticPage]: { srp: 'Stranice', en: 'Pages' },
};

export const ZCategoryStatus = z.enum(CATEGORY_STATUSES);

const attributeFields = {
  name: zRequiredText('attribute_name_required', 100),
  description: optional(z.string().trim().max(1000)),
  status: optional(ZCategoryStatus),
  /** Comma-separated values (SPEC §5), or a list of them. */
  values: zAttributeValues.optional(),
  /** SPEC §3's name of the same field; used when `values` is not sent. */
  attributeValues: zAttributeValues.optional(),
};

/** Merges the `attributeValues` alias into `values`; `required` makes values mandatory (a new attribute). */
const withValues =
  (required: boolean) =>
  <T extends { values?: string[]; attributeValues?: string[] }>(
    { attributeValues, ...rest }: T,
    ctx: z.RefinementCtx,
  ): Omit<T, 'attributeValues'> => {
    const values = rest.values ?? attributeValues;
    if (required && !values) ctx.addIssue({ code: 'custom', path: ['values'], message: 'attribute_values_required' });
    // Values not sent stay absent, so an update keeps the stored ones (decision 0050); sent empty they are undefined.
    const isSent = Object.hasOwn(rest, 'values') || attributeValues !== undefined;
    return (isSent ? { ...rest, values } : rest) as Omit<T, 'attributeValues'>;
  };

/** One attribute of a category form: a new one, or (with `id`) an existing one to update or link. */
export const ZAttributeInput = z
  .object({ id: optional(zId.max(2_147_483_647)), ...attributeFields })
  .transform(withValues(true));
export type TAttributeInput = z.infer<typeof ZAttributeInput>;

/** Attributes of one request; two with the same name (any case) are "Attribute already exists" on the second. */
const zAttributeList = z.preprocess(
  fromJsonText,
  z
    .array(ZAttributeInput)
    .max(100, { error: 'field_max_items' })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((attribute, index) => {
        const key = nameKey(attribute.name);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'attribute_exists' });
        seen.add(key);
      });
    }),
);

const categoryFields = {
  description: optional(z.string().trim().max(5000)),
  color: optional(zColor),
  status: optional(ZCategoryStatus),
  /** A stock photo's download location (SPEC §5: an image is a file or a stock-image download location). */
  stock_image: optional(z.string().trim().max(2000)),
  attributes: optional(zAttributeList),
};

/** admin-create-category, without the `image` file, which the route adds. */
export const ZCreateCategoryRequest = z.object({
  name: zRequiredText('category_title_required', 120),
  content_type_id: zContentTypeId,
  parent_category_id: optional(zParentId),
  ...categoryFields,
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;

/**
 * admin-update-category: every field optional: not sent keeps its value, an optional one sent empty is cleared
 * (decision 0050). `content_type_id` may be sent, but only with the
 * category's own type; `parent_category_id` 0 moves the category to the top level. Listed attributes are added
 * (no `id`) or updated (with `id`); attributes not listed stay as they are.
 */
export const ZUpdateCategoryRequest = z.object({
  /** Absent keeps the name; sent empty is "Category title required" (a category cannot lose its title). */
  name: zRequiredText('category_title_required', 120).optional(),
  content_type_id: optional(zContentTypeId),
  parent_category_id: optional(zParentId),
  ...categoryFields,
});
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;

/** admin-update-attribute: name, description, status and the full list of values (comma-separated). */
export const ZUpdateAttributeRequest = z
  .object({ ...attributeFields, name: attributeFields.name.optional() })
  .transform(withValues(false));
export type TUpdateAttributeRequest = z.infer<typeof ZUpdateAttributeRequest>;

/** update-category-order/{contentType}: the category ids in their new order, as `order` or `categories`. */
export const ZCategoryOrderRequest = z
  .object({
    order: zOrderedIds(zId.max(2_147_483_647)).optional(),
    categories: zOrderedIds(zId.max(2_147_483_647)).optional(),
  })
  .transform(({ order, categories }, ctx) => {
    const ids = order ?? categories;
    if (!ids) ctx.addIssue({ code: 'custom', path: ['order'], message: 'field_required' });
    return { order: ids ?? [] };
  });
export type TCategoryOrderRequest = z.infer<typeof ZCategoryOrderRequest>;

/**
 * update-content-type-order: the content type ids in their new menu order (`order` or `content_types`); `enabled`,
 * when given, is the set of content types the menu shows (the others are hidden).
 */
export const ZContentTypeOrderRequest = z
  .object({
    order: zOrderedIds(zContentTypeId).optional(),
    content_types: zOrderedIds(zContentTypeId).optional(),
    enabled: z.preprocess(
      (input) => (typeof input === 'string' || typeof input === 'number' ? splitValues(input) : fromJsonText(input)),
      z.array(zContentTypeId).max(CONTENT_TYPE_IDS.length).optional(),
    ),
  })
  .transform(({ order, content_types, enabled }, ctx) => {
    const ids = order ?? content_types;
    if (!ids) ctx.addIssue({ code: 'custom', path: ['order'], message: 'field_required' });
    return { order: ids ?? [], enabled };
  });
export type TContentTypeOrderRequest = z.infer<typeof ZContentTypeOrderRequest>;

export const ZContentTypeParams = z.object({
  contentType: zContentTypeId,
});

/** Query of GET /categories. Visitors see active categories only; staff may ask for `deleted`. */
export const ZCategoriesQuery = z.object({
  'filter[content_type_id]': optional(zContentTypeId),
  /** 0 lists the top-level categories. */
  'filter[parent_category_id]': optional(z.coerce.number().int().min(0).max(2_147_483_647)),
  'filter[status]': optional(ZCategoryStatus),
  'filter[name]': optional(z.string().trim().max(255)),
  'filter[slug]': optional(z.string().trim().max(255)),
  'filter[id]': optional(zId.max(2_147_483_647)),
  /** `attributes` adds each category's attributes with their values and the attribute_connect link. */
  expand: optional(z.string().max(100)),
});
export type TCategoriesQuery = z.infer<typeof ZCategoriesQuery>;

export const ZCategoryQuery = ZCategoriesQuery.pick({ expand: true });

/** Query of GET /attributes. */
export const ZAttributesQuery = z.object({
  'filter[category_id]': optional(zId.max(2_147_483_647)),
  'filter[name]': optional(z.string().trim().max(255)),
  'filter[status]': optional(ZCategoryStatus),
});
export type TAttributesQuery = z.infer<typeof ZAttributesQuery>;

export const ZAttributeValue = z.object({ id: z.number(), value: z.string() });

export const ZAttribute = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  status: ZCategoryStatus,
  /** The values in order. */
  values: z.array(z.string()),
  /** The same values comma-joined, as SPEC §3 names them. */
  attributeValues: z.string(),
  /** The values with their ids: what a product's `attribute_values` refer to. */
  value_items: z.array(ZAttributeValue),
  /** The link of this attribute to the category it was read through (SPEC §3 attribute_connect). */
  attribute_connect: z.object({ id: z.number(), status: z.string() }).nullable(),
});
export type TAttribute = z.infer<typeof ZAttribute>;

export const ZCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parent_category_id: z.number().nullable(),
  content_type_id: z.number(),
  color: z.string().nullable(),
  status: ZCategoryStatus,
  image: z.string().nullable(),
  stock_image: z.string().nullable(),
  position: z.number(),
  attributes: z.array(ZAttribute).optional(),
});
export type TCategory = z.infer<typeof ZCategory>;

/** One entry of GET /licence-content-type-options. */
export const ZContentTypeOption = z.object({
  id: z.number(),
  content_type_id: z.number(),
  /** The name in the request's language. */
  name: z.string(),
  name_srp: z.string(),
  name_en: z.string(),
  position: z.number(),
  is_enabled: z.boolean(),
  /** Active categories of this content type. */
  category_count: z.number(),
});
export type TContentTypeOption = z.infer<typeof ZContentTypeOption>;
