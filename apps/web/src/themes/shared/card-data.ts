/**
 * What a catalog's and a blog post's card says in every theme (where it links, its picture and its words), in a Public
 * Profile's sections and a category's list alike, so each theme's card, row or tile only lays them out.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import { links } from '@/lib/paths';
import type { TContentCardData } from '../layout-props';
import { plainTextOf } from './plain-text';

export function catalogCardOf(catalog: TCatalog) {
  return {
    href: links.catalog(catalog.slug),
    title: catalog.name,
    image: catalog.image,
    imageSizes: catalog.image_sizes,
    // The description is rich text; a card shows its words only.
    text: plainTextOf(catalog.description),
  };
}

export function blogCardOf(blog: TContentCardData) {
  return {
    href: links.blog(blog.slug),
    title: blog.title,
    image: blog.image,
    imageSizes: blog.image_sizes,
    text: blog.excerpt,
    date: blog.published_at ?? blog.created_at,
  };
}
