/** Data access of page titles: the approved catalog or content a single page's address names. */
import { PUBLIC_CONTENT_STATUS } from '@izlog/contract/constants';
import { and, eq, type SQL } from 'drizzle-orm';
import { catalogs, contents } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TNamedPage = { title: string; description: string | null; text: string | null };

export async function findPublicCatalogBySlug(tdb: TenantDb, slug: string): Promise<TNamedPage | undefined> {
  const catalog = await tdb.findOne(
    catalogs,
    and(eq(catalogs.slug, slug), eq(catalogs.status, PUBLIC_CONTENT_STATUS)) as SQL,
  );
  return catalog && { title: catalog.name, description: catalog.description, text: null };
}

export async function findPublicContentBySlug(
  tdb: TenantDb,
  contentTypeId: number,
  slug: string,
): Promise<TNamedPage | undefined> {
  const content = await tdb.findOne(
    contents,
    and(
      eq(contents.slug, slug),
      eq(contents.contentTypeId, contentTypeId),
      eq(contents.status, PUBLIC_CONTENT_STATUS),
    ) as SQL,
  );
  return content && { title: content.title, description: content.description, text: content.contentText };
}
