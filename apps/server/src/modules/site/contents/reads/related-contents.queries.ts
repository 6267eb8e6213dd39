/** The SQL of the lists around one content or category: tag-related contents, the newest product per category. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { and, desc, eq, isNotNull, max, ne, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { publicContentCondition } from '../../../../db/public-contents';
import { categories, contents, contentTags } from '../../../../db/schema';
import type { TPage } from '../../../../platform/http/pagination';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../../publishing/status-machine';
import { contentRows, listContentRows } from '../contents.queries';

const ofThisContent = alias(contentTags, 'of_this');
const ofOther = alias(contentTags, 'of_other');

/** Public contents sharing tags with content `id` (never itself), the most shared tags first, then newest. */
export function tagRelatedPage(tdb: TenantDb, id: number, contentTypeId: number | undefined, page: TPage) {
  const tagsOfThis = (column: PgColumn) =>
    tdb.inSubquery(column, ofThisContent, ofThisContent.tagId, eq(ofThisContent.contentId, id));
  const sharedTags = sql`(${tdb.selectFields(
    ofOther,
    { n: sql<number>`count(*)`.as('n') },
    and(eq(ofOther.contentId, contents.id), tagsOfThis(ofOther.tagId)),
  )})`;
  const where = and(
    publicContentCondition(tdb),
    ne(contents.id, id),
    contentTypeId === undefined ? undefined : eq(contents.contentTypeId, contentTypeId),
    tdb.exists(ofOther, and(eq(ofOther.contentId, contents.id), tagsOfThis(ofOther.tagId))!),
  );
  return listContentRows(tdb, where, [sql`${sharedTags} desc`, desc(contents.id)], page);
}

const newest = alias(contents, 'newest');

/** The newest public product of each active product category (or of `categoryId`), in menu order. */
export function newestProductPerCategoryRows(tdb: TenantDb, categoryId: number | undefined, limit: number) {
  const newestPerCategory = sql`${contents.id} in (${tdb
    .selectFields(
      newest,
      { id: max(newest.id).as('id') },
      and(
        eq(newest.contentTypeId, CONTENT_TYPE.product),
        eq(newest.status, PUBLIC_STATUS),
        isNotNull(newest.categoryId),
        categoryId === undefined ? undefined : eq(newest.categoryId, categoryId),
      ),
    )
    .groupBy(newest.categoryId)})`;
  return contentRows(
    tdb,
    and(
      publicContentCondition(tdb),
      eq(contents.contentTypeId, CONTENT_TYPE.product),
      isNotNull(contents.categoryId),
      newestPerCategory,
    ),
    [sql`${categories.position} asc`, sql`${categories.id} asc`],
    limit,
  );
}
