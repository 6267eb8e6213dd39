/** The Serbian demo site (demo.localhost): a shop for the home and its magazine. */
import type { TSeedCatalogue } from '../../catalogue-data';
import { ARTICLES } from './articles';
import { BLOGS, PAGES } from './blogs';
import { DECORATION_PRODUCTS } from './decoration';
import { FURNITURE_PRODUCTS } from './furniture';
import { KITCHEN_PRODUCTS } from './kitchen';
import { LIGHTING_PRODUCTS, TEXTILE_PRODUCTS } from './lighting-textiles';
import { ARTICLE_CATEGORIES, BLOG_CATEGORIES, CATALOGS, PAGE_CATEGORIES, PRODUCT_CATEGORIES } from './shop';

/** One of each list in turn, so the newest products (the home page's) come from every category. */
function interleave<T>(...lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => list[index] ?? [])).flat();
}

export const DEMO_CATALOGUE: TSeedCatalogue = {
  productCategories: PRODUCT_CATEGORIES,
  articleCategories: ARTICLE_CATEGORIES,
  blogCategories: BLOG_CATEGORIES,
  pageCategories: PAGE_CATEGORIES,
  products: interleave(FURNITURE_PRODUCTS, KITCHEN_PRODUCTS, LIGHTING_PRODUCTS, TEXTILE_PRODUCTS, DECORATION_PRODUCTS),
  articles: ARTICLES,
  blogs: BLOGS,
  pages: PAGES,
  catalogs: CATALOGS,
};
