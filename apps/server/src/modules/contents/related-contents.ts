/**
 * Lists around one content or category (SPEC §7): tag-related content (approved contents sharing tags, best overlap
 * first, never itself) and get-last-product-by-category (the newest approved product of each active category).
 */

import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { contents } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import type { TPage } from '../../platform/http/pagination';
import { presentListItem } from './content.presenter';
import { canSee, publicCondition } from './content-access';
import type { TContentContext } from './content-context';
import { contentRows, findContentListRow, findContentRow, listContentRows } from './contents.queries';

/** At most one product per category; a licence with more categories than this is beyond any menu. */
const MAX_CATEGORIES = 500;

export async function listTagRelated(
  ctx: TContentContext,
  id: number,
  contentTypeId: number | undefined,
  page: TPage,
): Promise<{ items: TContentListItem[]; total: number }> {
  const [row, listRow] = await Promise.all([findContentRow(ctx.tenant, id), findContentListRow(ctx.tenant, id)]);
  if (!row || !listRow || !canSee(ctx.actor, row, listRow.categoryId === null || listRow.categoryStatus === 'active')) {
    throw notFound();
  }
  const licenceId = ctx.tenant.licenceId;
  const sharedTags = sql`(select count(*) from content_tags a join content_tags b
    on b.licence_id = a.licence_id and b.tag_id = a.tag_id and b.content_id = ${id}
    where a.licence_id = ${licenceId} and a.content_id = contents.id)`;
  const where = and(
    publicCondition(ctx.tenant.licenceId),
    ne(contents.id, id),
    contentTypeId === undefined ? undefined : eq(contents.contentTypeId, contentTypeId),
    sql`exists (select 1 from content_tags a where a.licence_id = ${licenceId} and a.content_id = contents.id
      and a.tag_id in (select b.tag_id from content_tags b where b.licence_id = ${licenceId} and b.content_id = ${id}))`,
  );
  const { rows, total } = await listContentRows(ctx.tenant, where, [sql`${sharedTags} desc`, desc(contents.id)], page);
  return { items: rows.map(presentListItem), total };
}

export async function listLastProductByCategory(ctx: TContentContext, categoryId: number | undefined) {
  const licenceId = ctx.tenant.licenceId;
  const newestPerCategory = sql`contents.id in (select max(n.id) from contents n where n.licence_id = ${licenceId}
    and n.content_type_id = ${CONTENT_TYPE.product} and n.status = 'approved' and n.category_id is not null
    ${categoryId === undefined ? sql`` : sql`and n.category_id = ${categoryId}`}
    group by n.category_id)`;
  const rows = await contentRows(
    ctx.tenant,
    and(
      publicCondition(ctx.tenant.licenceId),
      eq(contents.contentTypeId, CONTENT_TYPE.product),
      isNotNull(contents.categoryId),
      newestPerCategory,
    ),
    [sql`categories.position asc`, sql`categories.id asc`],
    MAX_CATEGORIES,
  );
  return rows.map(presentListItem);
}
