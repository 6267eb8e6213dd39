/** Rows → the wire shapes of packages/contract/src/contents.ts (money as decimals, dates as ISO strings). */

import type { TContentStatus } from '@izlog/contract/constants';
import { DISCOUNT_TYPE } from '@izlog/contract/constants';
import { minorUnitsToPrice, type TContent, type TContentListItem } from '@izlog/contract/contents';
import { IMAGE_KINDS } from '../../../platform/images/images';
import { excerpt, htmlToPlainText } from '../../../platform/text/plain-text';
import type { TContentRow } from './content-access';
import type { TListRow } from './contents.queries';
import { videoOfUrl } from './media/content-videos';
import type { TContentDetails } from './reads/content-details.queries';

const EXCERPT_LENGTH = 240;

/**
 * The responsive variants of a stored content picture. Their names follow from the main one
 * (`…/<id>-900x600.webp` → `…/<id>-300x200.webp`, …), so lists need no extra query; other urls have none.
 */
export function contentImageSizes(url: string | null): Record<string, string> {
  const match = url ? /^(.*)-(\d+)x(\d+)\.webp$/.exec(url) : null;
  if (!match) return {};
  return Object.fromEntries(
    IMAGE_KINDS.content.map(([width, height]) => [`${width}x${height}`, `${match[1]}-${width}x${height}.webp`]),
  );
}

/** Plain text from the start of rich text, cut at a word. */
export const excerptOf = (html: string | null): string => excerpt(htmlToPlainText(html), EXCERPT_LENGTH);

/** An amount discount is money (minor units); a percentage is a whole number. */
export const presentDiscount = (discount: number, discountType: number) =>
  discountType === DISCOUNT_TYPE.amount ? discount / 100 : discount;

export function presentListItem(row: TListRow): TContentListItem {
  return {
    id: row.id,
    content_type_id: row.contentTypeId,
    title: row.title,
    slug: row.slug,
    description: row.description,
    excerpt: excerptOf(row.textStart) || excerptOf(row.description),
    image: row.image,
    image_sizes: contentImageSizes(row.image),
    category:
      row.categoryId !== null && row.categoryName !== null && row.categorySlug !== null
        ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug }
        : null,
    author: {
      id: row.authorId,
      username: row.authorUsername,
      company_name: row.authorCompanyName,
      avatar: row.authorAvatar,
    },
    price: minorUnitsToPrice(row.price),
    currency_id: row.currencyId,
    discount: presentDiscount(row.discount, row.discountType),
    discount_type: row.discountType,
    status: row.status as TContentStatus,
    views: row.views,
    comments_allowed: row.commentsAllowed,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    tags: row.tags,
    ...rejectionOf(row),
  };
}

/** A disapproved new item's mark (contract ZRejection); nothing for any other. */
export const rejectionOf = (row: { status: string; rejectedAt: Date | null; remarkRequestForEdit: string | null }) =>
  row.status === 'deleted' && row.rejectedAt
    ? { rejection: { rejected_at: row.rejectedAt.toISOString(), reason: row.remarkRequestForEdit } }
    : {};

export function presentContent(
  listRow: TListRow,
  row: TContentRow,
  details: TContentDetails,
  showCatalog: (status: string) => boolean,
): TContent {
  const attributes = new Map<number, TContent['attributes'][number]>();
  for (const value of details.values) {
    const attribute = attributes.get(value.attributeId) ?? {
      id: value.attributeId,
      name: value.attributeName,
      values: [],
    };
    attribute.values.push({ id: value.valueId, value: value.value });
    attributes.set(value.attributeId, attribute);
  }
  return {
    ...presentListItem(listRow),
    excerpt: excerptOf(row.contentText),
    content_text: row.contentText,
    stock_image: row.stockImage,
    gallery_position: row.galleryPosition,
    remark_request_for_edit: row.remarkRequestForEdit,
    updated_at: row.updatedAt.toISOString(),
    gallery: details.media
      .filter((item) => item.kind === 'image')
      .map((item) => ({ id: item.id, url: item.url, sizes: item.sizes ?? {}, position: item.position })),
    video_gallery: details.media
      .filter((item) => item.kind === 'video')
      .map((item) => ({ id: item.id, position: item.position, ...videoOfUrl(item.url) })),
    attributes: [...attributes.values()],
    locations: details.locations,
    catalogs: details.catalogs
      .filter((catalog) => showCatalog(catalog.status))
      .map(({ id, name, slug }) => ({ id, name, slug })),
  };
}
