/**
 * The title and description a single page's HTML carries before any script runs (issue: "the page title and
 * description in the HTML for each single page"), for the web app's readable URLs. Only approved items are named.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { excerpt, htmlToPlainText } from '../../platform/text/plain-text';
import { findPublicCatalogBySlug, findPublicContentBySlug } from './page-meta.queries';

export type TPageMeta = { title: string; description: string | null };

/** Path prefixes of the web app's single pages and the content type each shows. */
const CONTENT_PAGES: Record<string, number> = {
  products: CONTENT_TYPE.product,
  articles: CONTENT_TYPE.article,
  blogs: CONTENT_TYPE.blog,
  pages: CONTENT_TYPE.staticPage,
};

const DESCRIPTION_LENGTH = 160;

function plainText(html: string | null): string | null {
  return excerpt(htmlToPlainText(html), DESCRIPTION_LENGTH) || null;
}

export async function findPageMeta(tdb: TenantDb, path: string): Promise<TPageMeta | null> {
  const match = /^\/(products|articles|blogs|pages|catalogs)\/([a-z0-9-]{1,100})\/?$/.exec(path);
  if (!match) return null;
  const [, section, slug] = match as unknown as [string, string, string];
  const page =
    section === 'catalogs'
      ? await findPublicCatalogBySlug(tdb, slug)
      : await findPublicContentBySlug(tdb, CONTENT_PAGES[section] ?? 0, slug);
  return page ? { title: page.title, description: plainText(page.description) ?? plainText(page.text) } : null;
}
