/**
 * The title and description a single page's HTML carries before any script runs (issue: "the page title and
 * description in the HTML for each single page"), for the web app's readable URLs. Only approved items are named.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { excerpt, htmlToPlainText } from '../../../platform/text/plain-text';
import { findPlannerThePublicSees } from '../planners/public/read-public-planners';
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

/** The largest id a planner can have (int4): a longer number in the address names no planner. */
const MAX_ID = 2_147_483_647;

/**
 * `/planners/:id`, the public planner page (issue 15): named only when the public sees the planner, by the rule of its
 * page (public, its words approved, its owner active, an item the public sees). Its description is plain text.
 */
async function findPlannerPageMeta(tdb: TenantDb, path: string): Promise<TPageMeta | null> {
  const id = Number(/^\/planners\/(\d{1,10})\/?$/.exec(path)?.[1]);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  const planner = await findPlannerThePublicSees(tdb, id);
  if (!planner) return null;
  const description = excerpt(planner.description.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH);
  return { title: planner.title, description: description || null };
}

export async function findPageMeta(tdb: TenantDb, path: string): Promise<TPageMeta | null> {
  if (path.startsWith('/planners/')) return findPlannerPageMeta(tdb, path);
  const match = /^\/(products|articles|blogs|pages|catalogs)\/([a-z0-9-]{1,100})\/?$/.exec(path);
  if (!match) return null;
  const [, section, slug] = match as unknown as [string, string, string];
  const page =
    section === 'catalogs'
      ? await findPublicCatalogBySlug(tdb, slug)
      : await findPublicContentBySlug(tdb, CONTENT_PAGES[section] ?? 0, slug);
  return page ? { title: page.title, description: plainText(page.description) ?? plainText(page.text) } : null;
}
