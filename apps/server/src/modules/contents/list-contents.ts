/**
 * GET /contents and its lists (SPEC §7): filters, full-text search ranked by relevance then newest, and the orders
 * newest, most read and random. Visitors see approved content; authors their own with filter[author_id]; staff all.
 */

import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem, TContentsQuery } from '@izlog/contract/contents';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { contents } from '../../db/schema';
import { AppError } from '../../platform/http/errors';
import type { TPage } from '../../platform/http/pagination';
import { searchQuery } from '../../platform/text/search-text';
import { presentListItem } from './content.presenter';
import { listVisibility, publicCondition } from './content-access';
import type { TContentContext } from './content-context';
import { contentOptionRows, listContentRows, randomContentRows } from './contents.queries';

const NEWEST: SQL[] = [desc(contents.id)];

export async function listContents(ctx: TContentContext, query: TContentsQuery, page: TPage) {
  const authorId = query['filter[author_id]'];
  const status = query['filter[status]'];
  let where = and(
    listVisibility(ctx.actor, authorId, ctx.tenant.licenceId),
    query['filter[content_type_id]'] !== undefined
      ? eq(contents.contentTypeId, query['filter[content_type_id]'])
      : undefined,
    query['filter[slug]'] !== undefined ? eq(contents.slug, query['filter[slug]']) : undefined,
    query['filter[id]'] !== undefined ? eq(contents.id, query['filter[id]']) : undefined,
    authorId !== undefined ? eq(contents.authorId, authorId) : undefined,
    query['filter[category_id]'] !== undefined ? eq(contents.categoryId, query['filter[category_id]']) : undefined,
    // Turned-off content stays out of every list unless asked for by its status.
    status !== undefined ? eq(contents.status, status) : ne(contents.status, 'deleted'),
  );
  let order = orderOf(query.sort);

  if (query.search !== undefined) {
    if (!ctx.licence.searchStatus) throw new AppError(403, 'search_disabled');
    const tsquery = searchQuery(query.search);
    if (tsquery === null) return { items: [] as TContentListItem[], total: 0 };
    const matches = sql`contents.search_vector @@ to_tsquery('simple', ${tsquery})`;
    where = and(where, matches);
    order = [sql`ts_rank(contents.search_vector, to_tsquery('simple', ${tsquery})) desc`, ...NEWEST];
  } else if (query.sort === 'random') {
    const { rows, total } = await randomContentRows(ctx.tenant, where, page.limit);
    return { items: rows.map(presentListItem), total };
  }
  // The total is the same for every page of a list: visitors' totals are kept until the licence's next write.
  const { rows, total } = await listContentRows(ctx.tenant, where, order, page, () => {
    const count = () => ctx.tenant.count(contents, where);
    if (ctx.actor.kind !== 'anonymous') return count();
    const { page: _page, page_count: _size, sort: _sort, ...filters } = query;
    return ctx.deps.publicCache.remember(ctx.tenant.licenceId, JSON.stringify(['contents', filters]), count);
  });
  return { items: rows.map(presentListItem), total };
}

function orderOf(sort: TContentsQuery['sort']): SQL[] {
  if (sort === 'most_read') return [desc(contents.views), ...NEWEST];
  return NEWEST;
}

/** get-licence-products-no-pagination: approved products, newest first, at most `limit`. */
export async function listProductOptions(ctx: TContentContext, limit: number) {
  return contentOptionRows(
    ctx.tenant,
    and(publicCondition(ctx.tenant.licenceId), eq(contents.contentTypeId, CONTENT_TYPE.product)),
    limit,
  );
}
