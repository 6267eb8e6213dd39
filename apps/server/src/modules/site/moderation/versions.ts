/**
 * One version of an item (the approved one, or the edit that waits) as the wire shows it side by side: every id named
 * (category, author, attribute values, locations, catalogs, products), so a moderator compares field by field.
 */

import type { TContentStatus } from '@izlog/contract/constants';
import { minorUnitsToPrice } from '@izlog/contract/contents';
import type { TCatalogVersion, TContentVersion } from '@izlog/contract/moderation';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import type { TCatalogState } from '../catalogs/catalog-state';
import { contentImageSizes, presentDiscount } from '../contents/content.presenter';
import { videoOfUrl } from '../contents/media/content-videos';
import type { TContentState } from '../contents/writes/content-state';
import {
  findAttributeValues,
  findAuthorRef,
  findCatalogRefs,
  findCategoryRef,
  findLocations,
  findProductRefs,
} from './moderation.queries';

export async function presentContentVersion(tdb: TenantDb, state: TContentState): Promise<TContentVersion> {
  const { values } = state;
  const category = await findCategoryRef(tdb, values.categoryId);
  const author = await findAuthorRef(tdb, values.authorId);
  const attributeValues = await findAttributeValues(tdb, state.attributeValueIds);
  const locations = await findLocations(tdb, state.locationIds);
  const catalogs = await findCatalogRefs(tdb, state.catalogIds);
  const attributes = new Map<number, TContentVersion['attributes'][number]>();
  for (const value of attributeValues) {
    const attribute = attributes.get(value.attributeId) ?? {
      id: value.attributeId,
      name: value.attributeName,
      values: [],
    };
    attribute.values.push({ id: value.valueId, value: value.value });
    attributes.set(value.attributeId, attribute);
  }
  const media = [...state.media].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    title: values.title,
    content_text: values.contentText,
    description: values.description,
    image: values.image,
    image_sizes: contentImageSizes(values.image),
    stock_image: values.stockImage,
    category,
    author,
    comments_allowed: values.commentsAllowed,
    gallery_position: values.galleryPosition,
    price: minorUnitsToPrice(values.price),
    currency_id: values.currencyId,
    discount: presentDiscount(values.discount, values.discountType),
    discount_type: values.discountType,
    tags: state.tagNames,
    gallery: media
      .filter((entry) => entry.kind === 'image')
      .map((entry) => ({ id: entry.id, url: entry.url, sizes: entry.sizes ?? {}, position: entry.position })),
    video_gallery: media
      .filter((entry) => entry.kind === 'video')
      .map((entry) => ({ id: entry.id, position: entry.position, ...videoOfUrl(entry.url) })),
    attributes: [...attributes.values()],
    locations,
    catalogs,
  };
}

export async function presentCatalogVersion(tdb: TenantDb, state: TCatalogState): Promise<TCatalogVersion> {
  const { values } = state;
  const category = await findCategoryRef(tdb, values.categoryId);
  const author = await findAuthorRef(tdb, values.authorId);
  const products = new Map((await findProductRefs(tdb, state.productIds)).map((row) => [row.id, row]));
  return {
    name: values.name,
    description: values.description,
    image: values.image,
    image_sizes: contentImageSizes(values.image),
    category,
    author,
    products: state.productIds.flatMap((id) => {
      const product = products.get(id);
      return product ? [{ ...product, status: product.status as TContentStatus }] : [];
    }),
  };
}

/** The fields of `current` that differ from `previous` (none when there is nothing to compare with). */
export function changedFields<T extends Record<string, unknown>>(previous: T | null, current: T): string[] {
  if (!previous) return [];
  return Object.keys(current).filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(current[key]));
}
