/**
 * The values of the content form (articles, blogs, pages, products) and their way to the server: what the
 * contract's schema checks, and the multipart body with SPEC §5's payload rules.
 */
import { CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';
import type { TContent } from '@izlog/contract/contents';
import type { TContentVersion } from '@izlog/contract/moderation';
import { appendGalleryValue, galleryFromContent, type TGalleryItem } from '@/components/media/gallery-field';
import { appendImageValue, type TImageValue } from '@/components/media/image-field';
import type { TGalleryNamer } from '../hooks/use-gallery-namer';
import type { TContentKind } from './managed-kinds';

export type TContentFormValues = {
  title: string;
  category_id: string;
  image: TImageValue | null;
  content_text: string;
  description: string;
  /** Pictures and videos in their order (the gallery field's value). */
  gallery: TGalleryItem[];
  /** Comma-joined tag names (SPEC §3). */
  tags: string;
  comments_allowed: boolean;
  price: string;
  currency_id: string;
  discount: string;
  discount_type: string;
  /** Chosen value ids per attribute id of the category. */
  attribute_values: Record<string, string[]>;
  locations: string[];
  catalogs: string[];
};

export const emptyContentValues = (): TContentFormValues => ({
  title: '',
  category_id: '',
  image: null,
  content_text: '',
  description: '',
  gallery: [],
  tags: '',
  comments_allowed: true,
  price: '',
  currency_id: String(CURRENCY.RSD),
  discount: '',
  discount_type: String(DISCOUNT_TYPE.none),
  attribute_values: {},
  locations: [],
  catalogs: [],
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** What the form is filled from: a content as stored, or a version of it (an edit waiting for moderation). */
type TValuesSource = Pick<
  TContentVersion,
  | 'title'
  | 'category'
  | 'image'
  | 'content_text'
  | 'description'
  | 'gallery'
  | 'video_gallery'
  | 'comments_allowed'
  | 'price'
  | 'currency_id'
  | 'discount'
  | 'discount_type'
  | 'attributes'
  | 'locations'
  | 'catalogs'
> & { tagNames: string[] };

function valuesOf(source: TValuesSource, nameGalleryItem: TGalleryNamer): TContentFormValues {
  return {
    title: source.title,
    category_id: text(source.category?.id),
    image: source.image ? { kind: 'existing', url: source.image } : null,
    content_text: source.content_text ?? '',
    description: source.description ?? '',
    gallery: galleryFromContent(source, nameGalleryItem),
    tags: source.tagNames.join(', '),
    comments_allowed: source.comments_allowed,
    price: text(source.price),
    currency_id: String(source.currency_id),
    discount: source.discount ? String(source.discount) : '',
    discount_type: String(source.discount_type),
    attribute_values: Object.fromEntries(
      source.attributes.map((attribute) => [String(attribute.id), attribute.values.map((value) => String(value.id))]),
    ),
    locations: source.locations.map((location) => String(location.id)),
    catalogs: source.catalogs.map((catalog) => String(catalog.id)),
  };
}

export const contentValuesOf = (content: TContent, nameGalleryItem: TGalleryNamer): TContentFormValues =>
  valuesOf({ ...content, tagNames: content.tags.map((tag) => tag.name) }, nameGalleryItem);

/** The author's waiting edit of an approved content (content-changes `current`, decision 0011). */
export const contentValuesOfVersion = (version: TContentVersion, nameGalleryItem: TGalleryNamer): TContentFormValues =>
  valuesOf({ ...version, tagNames: version.tags }, nameGalleryItem);

/** Only the values of the category's own attributes count: another category's choices are left behind. */
function chosenAttributeValues(values: TContentFormValues, attributeIds: readonly number[]): string[] {
  return attributeIds.flatMap((id) => values.attribute_values[String(id)] ?? []);
}

/** The fields as the contract's schema reads them (ZContentWriteRequest, ZProductWriteRequest). */
export function wireValuesOf(kind: TContentKind, values: TContentFormValues, attributeIds: readonly number[]) {
  const common = {
    title: values.title,
    category_id: values.category_id,
    content_text: values.content_text,
    tags: values.tags,
    comments_allowed: values.comments_allowed,
  };
  if (kind !== 'products') return common;
  return {
    ...common,
    description: values.description,
    price: values.price,
    currency_id: values.currency_id,
    discount: values.discount,
    discount_type: values.discount_type,
    attribute_values: chosenAttributeValues(values, attributeIds),
    locations: values.locations,
    catalogs: values.catalogs,
  };
}

/**
 * Front users and clients write blogs through the `mod_*` names (SPEC §3); staff through the plain ones.
 * The server reads both as the same fields.
 */
export type TFieldNaming = 'plain' | 'moderated';

const NAMES: Record<TFieldNaming, { title: string; text: string; category: string; image: string }> = {
  plain: { title: 'title', text: 'content_text', category: 'category_id', image: 'image' },
  moderated: { title: 'mod_title', text: 'mod_content_text', category: 'mod_category_id', image: 'mod_image' },
};

/** Appends a list as repeated keys; an empty list as one empty entry, which the server reads as "none" (SPEC §5). */
function appendList(body: FormData, name: string, ids: readonly string[]): void {
  if (ids.length === 0) body.append(name, '');
  for (const id of ids) body.append(name, id);
}

/**
 * The multipart body of a content write; optional fields left out when empty (SPEC §5). An update keeps what it is
 * not sent (decision 0050), so every field of the form goes, an emptied one empty: that clears it (the price: "on
 * request"; tags: none), and an emptied title or category is refused as required rather than silently kept.
 */
export function contentFormData(
  kind: TContentKind,
  values: TContentFormValues,
  {
    naming = 'plain',
    attributeIds = [],
    isUpdate,
  }: { naming?: TFieldNaming; attributeIds?: readonly number[]; isUpdate: boolean },
): FormData {
  const names = NAMES[naming];
  const body = new FormData();
  const put = (name: string, value: string) => {
    if (value.trim() !== '') body.append(name, value.trim());
  };
  const putField = isUpdate ? (name: string, value: string) => body.append(name, value.trim()) : put;
  putField(names.title, values.title);
  putField(names.category, values.category_id);
  // The text is sent even when emptied, so clearing it sticks.
  body.append(names.text, values.content_text);
  appendImageValue(body, values.image, { file: names.image, stock: 'stock_image' });
  appendGalleryValue(body, values.gallery, isUpdate ? 'update' : 'create');
  body.append('tags', values.tags);
  body.append('comments_allowed', values.comments_allowed ? '1' : '0');
  if (kind === 'products') {
    body.append('description', values.description);
    // Empty price: "on request" (SPEC §5); discount and its type go as 0 when empty.
    putField('price', values.price);
    body.append('currency_id', values.currency_id);
    body.append('discount', values.discount.trim() === '' ? '0' : values.discount.trim());
    body.append('discount_type', values.discount_type === '' ? '0' : values.discount_type);
    appendList(body, 'attribute_values', chosenAttributeValues(values, attributeIds));
    appendList(body, 'locations', values.locations);
    appendList(body, 'catalogs', values.catalogs);
  }
  return body;
}
