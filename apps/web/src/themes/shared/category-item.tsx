/**
 * An entry of a category's list decided once for every theme (decision 0037; issue 14 for paid first places): a
 * catalog, a product, or an article or blog post, what its card links to and says, and for a paid first place the
 * theme's "Sponsored" mark with the click to count. Each theme draws only the outcome, in its own card, row or tile.
 */
import type { TCategoryItem } from '@izlog/contract/catalogs';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import type { ComponentType, ReactNode } from 'react';
import { contentLink } from '@/lib/paths';
import type { TCategoryLayoutProps, TProductCardData } from '../layout-props';
import { catalogCardOf } from './card-data';

/** Products and catalogs for a product category; articles or blogs otherwise. */
export type TCategoryListItem = TCategoryItem | TContentListItem;

/** A catalog's or a story's card: where it links, its picture and its words. */
type TCategoryCard = {
  href: string;
  title: string;
  image: string | null;
  imageSizes?: Record<string, string>;
  text?: string | null;
  date?: string | null;
};

/** What a paid first place adds to its card: the theme's mark and the click to count; nothing for other entries. */
type TSponsorship = { badge?: ReactNode; onOpen?: () => void };

type TCategoryEntry =
  | { kind: 'catalog'; card: TCategoryCard; sponsorship: TSponsorship }
  | { kind: 'product'; product: TProductCardData; sponsorship: TSponsorship }
  | { kind: 'content'; card: TCategoryCard };

/** The theme's "Sponsored" mark; it carries the bidding item so a drawn page counts the click before the app runs. */
export type TSponsoredMarkProps = { biddingItemId: number };

/** Catalogs and products are numbered apart, so an id alone may be taken twice in one list. */
export const categoryItemKey = (item: TCategoryListItem) => `${'type' in item ? item.type : 'content'}-${item.id}`;

/**
 * What a paid first place adds to its card, in a category's list or its product list (decision 0067): it says so
 * (text, not colour alone), and opening it counts a click. Nothing for any other entry.
 */
export function sponsorshipOf(
  item: { sponsored?: boolean; bidding_item_id?: number | null },
  SponsoredMark: ComponentType<TSponsoredMarkProps>,
  onSponsoredOpen: TCategoryLayoutProps['onSponsoredOpen'],
): TSponsorship {
  const biddingItemId = item.sponsored ? (item.bidding_item_id ?? null) : null;
  if (biddingItemId === null) return {};
  return { badge: <SponsoredMark biddingItemId={biddingItemId} />, onOpen: () => onSponsoredOpen?.(biddingItemId) };
}

export function resolveCategoryItem(
  item: TCategoryListItem,
  SponsoredMark: ComponentType<TSponsoredMarkProps>,
  onSponsoredOpen: TCategoryLayoutProps['onSponsoredOpen'],
): TCategoryEntry {
  const sponsorship = sponsorshipOf(item, SponsoredMark, onSponsoredOpen);
  if ('type' in item && item.type === 'catalog') {
    return { kind: 'catalog', card: catalogCardOf(item), sponsorship };
  }
  if (item.content_type_id === CONTENT_TYPE.product) return { kind: 'product', product: item, sponsorship };
  const content = item as TContentListItem;
  const card = {
    href: contentLink(content.content_type_id, content.slug),
    title: content.title,
    image: content.image,
    imageSizes: content.image_sizes,
    text: content.excerpt,
    date: content.published_at ?? content.created_at,
  };
  return { kind: 'content', card };
}
