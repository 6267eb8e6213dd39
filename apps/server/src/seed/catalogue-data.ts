/**
 * The demo catalogues' shape: what the Serbian demo shop and magazine (sites/demo/) and the English acme site
 * (sites/acme/) hold. Every product, article and blog names the picture drawn for it (seed/pictures), and
 * every category the picture families it accepts, so a test can tell a recipe filed under home decoration.
 */

import type { TPictureSpec } from './pictures/drawings';
import type { TFamily } from './pictures/kit';

export type TSeedAttribute = { name: string; values: string[] };

export type TSeedCategory = {
  key: string;
  name: string;
  description: string;
  color: string;
  picture: TPictureSpec;
  /** The picture families its items may show (a product category: its kind of goods). */
  families: TFamily[];
  attributes?: TSeedAttribute[];
};

export type TSeedProduct = {
  name: string;
  category: string;
  /** Whole units of the site's currency (RSD); null for "price on request". */
  price: number | null;
  /** One sentence: what it is. */
  description: string;
  /** The product page's text (HTML): what it is made of, sizes, care. */
  text: string;
  tags: string[];
  picture: TPictureSpec;
  /** Attribute name → value of its category's attributes. */
  attributes?: Record<string, string>;
  discountPercent?: number;
  /** Sold by the site's client (a company), published on its behalf. */
  isBySeller?: boolean;
};

export type TSeedText = { title: string; category: string; text: string; tags: string[]; picture: TPictureSpec };

export type TSeedPage = { title: string; text: string };

export type TSeedCatalog = {
  name: string;
  description: string;
  category: string;
  picture: TPictureSpec;
  /** Product names, or a rule that picks them. */
  products: string[] | ((product: TSeedProduct) => boolean);
};

export type TSeedCatalogue = {
  productCategories: TSeedCategory[];
  articleCategories: TSeedCategory[];
  blogCategories: TSeedCategory[];
  pageCategories: TSeedCategory[];
  products: TSeedProduct[];
  articles: TSeedText[];
  blogs: TSeedText[];
  pages: TSeedPage[];
  catalogs: TSeedCatalog[];
};

/** Every family a general article may show: anything but a recipe's dish. */
export const ARTICLE_FAMILIES: TFamily[] = [
  'furniture',
  'tableware',
  'lighting',
  'textile',
  'decor',
  'scene',
  'tool',
  'garden',
];

/** Rich text of paragraphs, as the editor writes it. */
export const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');
