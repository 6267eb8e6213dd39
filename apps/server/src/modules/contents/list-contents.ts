/**
 * GET /contents and its lists (SPEC §7): filters, full-text search ranked by relevance then newest, and the orders
 * newest, most read and random. Visitors see approved content; authors their own with filter[author_id]; staff all.
 */

import { CONTENT_TYPE, type TContentStatus } from '@izlog/contract/constants';
import type { TContentListItem, TContentsQuery } from '@izlog/contract/contents';
import { REVISION_STATUSES } from '@izlog/contract/revisions';
import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { contents } from '../../db/schema';
import { AppError } from '../../platform/http/errors';
import type { TPage } from '../../platform/http/pagination';
import { searchQuery } from '../../platform/text/search-text';
import { hasPendingRevision, pendingRevisionsOf } from '../moderation/revisions.queries';
import { presentListItem } from './content.presenter';
import { listVisibility, publicCondition } from './content-access';
import type { TContentContext } from './content-context';
import { PUBLIC_STATUS } from './content-status';
import { contentOptionRows, listContentRows, randomContentRows } from './contents.queries';

const NEWEST: SQL[] = [desc(contents.id)];

export async function listContents(ctx: TContentContext, query: TContentsQuery, page: TPage) {
  const authorId = query['filter[author_id]'];
  const status = query['filter[status]'];
  const visibility = listVisibility(ctx.actor, authorId, ctx.tenant.licenceId);
  const isInsider = visibility === undefined;
  let where = and(
    visibility,
    query['filter[content_type_id]'] !== undefined
      ? eq(contents.contentTypeId, query['filter[content_type_id]'])
      : undefined,
    query['filter[slug]'] !== undefined ? eq(contents.slug, query['filter[slug]']) : undefined,
    query['filter[id]'] !== undefined ? eq(contents.id, query['filter[id]']) : undefined,
    authorId !== undefined ? eq(contents.authorId, authorId) : undefined,
    query['filter[category_id]'] !== undefined ? eq(contents.categoryId, query['filter[category_id]']) : undefined,
    // Turned-off content stays out of every list unless asked for by its status (the public sees approved only).
    status !== undefined
      ? statusCondition(ctx, status, isInsider)
      : visibility
        ? undefined
        : ne(contents.status, 'deleted'),
  );
  let order = orderOf(query.sort);

  if (query.search !== undefined) {
    if (!ctx.licence.searchStatus) throw new AppError(403, 'search_disabled');
    const tsquery = searchQuery(query.search, ctx.tenant.licenceId);
    if (tsquery === null) return { items: [] as TContentListItem[], total: 0 };
    const matches = sql`contents.search_vector @@ to_tsquery('simple', ${tsquery})`;
    where = and(where, matches);
    order = [sql`ts_rank(contents.search_vector, to_tsquery('simple', ${tsquery})) desc`, ...NEWEST];
  } else if (query.sort === 'random') {
    const { rows, total } = await randomContentRows(ctx.tenant, where, page.limit);
    return { items: await withPendingRevisions(ctx, rows.map(presentListItem), isInsider), total };
  }
  // The total is the same for every page of a list: visitors' totals are kept until the licence's next write.
  const { rows, total } = await listContentRows(ctx.tenant, where, order, page, () => {
    const count = () => ctx.tenant.count(contents, where);
    if (ctx.actor.kind !== 'anonymous') return count();
    const { page: _page, page_count: _size, sort: _sort, ...filters } = query;
    return ctx.deps.publicCache.remember(ctx.tenant.licenceId, JSON.stringify(['contents', filters]), count);
  });
  return { items: await withPendingRevisions(ctx, rows.map(presentListItem), isInsider), total };
}

/**
 * `filter[status]`. For the author and staff, an approved item whose edit waits in that status also matches
 * (decision 0011): the moderation lists hold new items and edits of approved ones alike.
 */
function statusCondition(ctx: TContentContext, status: TContentStatus, isInsider: boolean): SQL {
  const own = eq(contents.status, status);
  if (!isInsider || !(REVISION_STATUSES as readonly string[]).includes(status)) return own;
  return or(own, and(eq(contents.status, PUBLIC_STATUS), hasPendingRevision(ctx.tenant, 'content', status))) as SQL;
}

/** The author and staff see each item's waiting edit (or null); the public's answers leave the field out. */
async function withPendingRevisions(ctx: TContentContext, items: TContentListItem[], isInsider: boolean) {
  if (!isInsider) return items;
  const pending = await pendingRevisionsOf(
    ctx.tenant,
    'content',
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, pending_revision: pending.get(item.id) ?? null }));
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
