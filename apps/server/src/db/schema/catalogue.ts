/**
 * The catalogue: categories with attributes, tags, contents (blogs, articles, products, static pages), catalogs and
 * media. Tenant tables: licence_id leads every key and index (DESIGN §2).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTENT_SEARCH_VECTOR_SQL } from '../search-words';
import { licences } from './licences';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const licenceId = () =>
  integer('licence_id')
    .notNull()
    .references(() => licences.id, { onDelete: 'cascade' });

export const categories = pgTable(
  'categories',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    parentCategoryId: integer('parent_category_id'),
    /** Fixed after creation (SPEC §3). Wire ids of DESIGN §3. */
    contentTypeId: integer('content_type_id').notNull(),
    color: text('color'),
    status: text('status').notNull().default('active'),
    image: text('image'),
    stockImage: text('stock_image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    uniqueIndex('categories_licence_slug_idx').on(t.licenceId, t.slug),
    index('categories_licence_type_idx').on(t.licenceId, t.contentTypeId, t.status, t.position),
    foreignKey({ columns: [t.licenceId, t.parentCategoryId], foreignColumns: [t.licenceId, t.id] }),
  ],
);

export const attributes = pgTable(
  'attributes',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.id] }), index('attributes_licence_name_idx').on(t.licenceId, t.name)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    attributeId: integer('attribute_id').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    foreignKey({
      columns: [t.licenceId, t.attributeId],
      foreignColumns: [attributes.licenceId, attributes.id],
    }).onDelete('cascade'),
    index('attribute_values_licence_attribute_idx').on(t.licenceId, t.attributeId),
  ],
);

/** attribute_connect of SPEC §3: which attributes a category offers. */
export const attributeCategories = pgTable(
  'attribute_categories',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    attributeId: integer('attribute_id').notNull(),
    categoryId: integer('category_id').notNull(),
    status: text('status').notNull().default('active'),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    uniqueIndex('attribute_categories_pair_idx').on(t.licenceId, t.categoryId, t.attributeId),
    foreignKey({
      columns: [t.licenceId, t.attributeId],
      foreignColumns: [attributes.licenceId, attributes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.licenceId, t.categoryId],
      foreignColumns: [categories.licenceId, categories.id],
    }).onDelete('cascade'),
  ],
);

export const tags = pgTable(
  'tags',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    uniqueIndex('tags_licence_name_idx').on(t.licenceId, sql`lower(${t.name})`),
    uniqueIndex('tags_licence_slug_idx').on(t.licenceId, t.slug),
  ],
);

/** The order of content types in the site's menu (update-content-type-order). */
export const contentTypeOrder = pgTable(
  'content_type_order',
  {
    licenceId: licenceId(),
    contentTypeId: integer('content_type_id').notNull(),
    position: integer('position').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.contentTypeId] })],
);

/** One model for blogs, articles, products and static pages (DESIGN §5). */
export const contents = pgTable(
  'contents',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    contentTypeId: integer('content_type_id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitized on the server before it is stored. */
    contentText: text('content_text'),
    description: text('description'),
    image: text('image'),
    stockImage: text('stock_image'),
    categoryId: integer('category_id'),
    authorId: integer('author_id').notNull(),
    commentsAllowed: boolean('comments_allowed').notNull().default(false),
    galleryPosition: text('gallery_position'),
    /** Integer minor units (para, cents); null means "price on request". */
    price: bigint('price', { mode: 'number' }),
    currencyId: integer('currency_id').notNull().default(1),
    discount: integer('discount').notNull().default(0),
    discountType: integer('discount_type').notNull().default(0),
    status: text('status').notNull().default('draft'),
    remarkRequestForEdit: text('remark_request_for_edit'),
    /**
     * When a moderator disapproved it as a new item (status `deleted`): its author still finds it, marked, with the
     * reason in `remark_request_for_edit`, until they remove it (issue 26 item 14).
     */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    /** Transliterated, lower-case, diacritic-free text of title, text, tags and category, kept by the server. */
    searchText: text('search_text').notNull().default(''),
    /** The folded title alone: search ranks a title holding every word first without folding titles per query. */
    searchTitle: text('search_title').notNull().default(''),
    /** The folded words and their Serbian stems, each led by the licence id (`licenceWordsQuery` matches them). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql.raw(CONTENT_SEARCH_VECTOR_SQL)),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    uniqueIndex('contents_licence_slug_idx').on(t.licenceId, t.contentTypeId, t.slug),
    index('contents_licence_list_idx').on(t.licenceId, t.contentTypeId, t.status, t.id),
    index('contents_licence_category_idx').on(t.licenceId, t.categoryId, t.status, t.id),
    index('contents_licence_author_idx').on(t.licenceId, t.authorId, t.id),
    // No pending list: every search would scan all of it (up to 4 MB of unsorted entries, every licence's); content
    // writes are rare beside searches, so each write updates the index itself (decision 0008).
    index('contents_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    foreignKey({ columns: [t.licenceId, t.categoryId], foreignColumns: [categories.licenceId, categories.id] }),
  ],
);

export const contentTags = pgTable(
  'content_tags',
  {
    licenceId: licenceId(),
    contentId: integer('content_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.contentId, t.tagId] }),
    index('content_tags_licence_tag_idx').on(t.licenceId, t.tagId),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.licenceId, t.tagId], foreignColumns: [tags.licenceId, tags.id] }).onDelete('cascade'),
  ],
);

/** Gallery entries of a content: uploaded images, stock images and videos, in order. */
export const contentMedia = pgTable(
  'content_media',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    contentId: integer('content_id').notNull(),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    /** Responsive variants of an image: { "300x200": url, ... }. */
    sizes: jsonb('sizes').$type<Record<string, string>>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    index('content_media_licence_content_idx').on(t.licenceId, t.contentId, t.position),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const contentAttributeValues = pgTable(
  'content_attribute_values',
  {
    licenceId: licenceId(),
    contentId: integer('content_id').notNull(),
    attributeValueId: integer('attribute_value_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.contentId, t.attributeValueId] }),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.licenceId, t.attributeValueId],
      foreignColumns: [attributeValues.licenceId, attributeValues.id],
    }).onDelete('cascade'),
  ],
);

/** Where a product is available: a subset of its author's client locations. */
export const contentLocations = pgTable(
  'content_locations',
  {
    licenceId: licenceId(),
    contentId: integer('content_id').notNull(),
    locationId: integer('location_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.contentId, t.locationId] }),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const catalogs = pgTable(
  'catalogs',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id'),
    description: text('description'),
    image: text('image'),
    authorId: integer('author_id').notNull(),
    status: text('status').notNull().default('draft'),
    remarkRequestForEdit: text('remark_request_for_edit'),
    /**
     * When a moderator disapproved it as a new item (status `deleted`): its author still finds it, marked, with the
     * reason in `remark_request_for_edit`, until they remove it (issue 26 item 14).
     */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.id] }),
    uniqueIndex('catalogs_licence_slug_idx').on(t.licenceId, t.slug),
    index('catalogs_licence_list_idx').on(t.licenceId, t.status, t.id),
    index('catalogs_licence_author_idx').on(t.licenceId, t.authorId, t.id),
    foreignKey({ columns: [t.licenceId, t.categoryId], foreignColumns: [categories.licenceId, categories.id] }),
  ],
);

export const catalogProducts = pgTable(
  'catalog_products',
  {
    licenceId: licenceId(),
    catalogId: integer('catalog_id').notNull(),
    contentId: integer('content_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.catalogId, t.contentId] }),
    index('catalog_products_licence_content_idx').on(t.licenceId, t.contentId),
    foreignKey({ columns: [t.licenceId, t.catalogId], foreignColumns: [catalogs.licenceId, catalogs.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.licenceId, t.contentId], foreignColumns: [contents.licenceId, contents.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Every processed upload, so galleries and logos reference stored files the server made. */
export const mediaFiles = pgTable(
  'media_files',
  {
    licenceId: licenceId(),
    id: serial('id').notNull(),
    purpose: text('purpose').notNull(),
    url: text('url').notNull(),
    sizes: jsonb('sizes').$type<Record<string, string>>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.id] })],
);
