/**
 * The contract between data and look (STYLE.md "Themes apart from data"): route screens fetch with the features'
 * hooks and hand plain data to a theme's layouts through these props. A new theme implements the same props in its
 * own folder; no data code changes.
 */
import type { TCatalog, TCategoryItem } from '@izlog/contract/catalogs';
import type { TCategory } from '@izlog/contract/categories';
import type { TContent, TContentListItem } from '@izlog/contract/contents';
import type { TPublicLicence } from '@izlog/contract/licence';
import type { TPaginationInfo } from '@izlog/contract/pagination';
import type { TSearchHit } from '@izlog/contract/search';
import type { TPriced } from '@/lib/price';

/** What a product card needs. */
export type TProductCardData = TPriced & Pick<TContentListItem, 'id' | 'title' | 'slug' | 'image' | 'image_sizes'>;

/** What an article or blog card needs. */
export type TContentCardData = Pick<
  TContentListItem,
  'id' | 'title' | 'slug' | 'image' | 'image_sizes' | 'excerpt' | 'published_at' | 'created_at' | 'category'
>;

/** A loaded list page, or its state: `null` while it loads the first time. */
export type TListState<T> = {
  items: T[] | null;
  pagination: Pick<TPaginationInfo, 'currentPage' | 'pageCount'>;
  onPageChange: (page: number) => void;
  /** A failure to load, with a way to try again; the list is not shown then. */
  error: { message: string; onRetry: () => void } | null;
};

export type TContentKind = 'product' | 'article' | 'blog' | 'staticPage';

export type THomeLayoutProps = {
  licence: TPublicLicence;
  /** Position one: the newest approved article, or null when there is none (widgets come later). */
  featured: TContentListItem | null;
  categories: TCategory[];
  products: TListState<TProductCardData>;
};

export type TProductListLayoutProps = {
  categories: TCategory[];
  selectedCategory: TCategory | null;
  products: TListState<TProductCardData>;
};

export type TSingleProductLayoutProps = { product: TContent; related: TContentListItem[] };

export type TContentListLayoutProps = { kind: 'article' | 'blog'; contents: TListState<TContentCardData> };

export type TSingleContentLayoutProps = {
  kind: Exclude<TContentKind, 'product'>;
  content: TContent;
  related: TContentListItem[];
};

export type TCatalogLayoutProps = { catalog: TCatalog; products: TListState<TProductCardData> };

export type TCategoryLayoutProps = {
  category: TCategory;
  /** Products and catalogs for a product category; articles or blogs otherwise. */
  items: TListState<TCategoryItem | TContentListItem>;
};

export type TSearchListingLayoutProps = {
  query: string;
  hits: TListState<TSearchHit>;
  totalCount: number;
  isSearchDisabled: boolean;
  onSearch: (query: string) => void;
};

export type TProfileLayoutProps = {
  /** The author's display name, from what they published; null when nothing is known. */
  authorName: string | null;
  catalogs: TCatalog[];
  products: TProductCardData[];
  blogs: TContentCardData[];
};
