/**
 * GET /contents and its lists (SPEC §7): filters, full-text search ranked by relevance then newest, and the orders
 * newest, most read and random. Visitors see approved content; authors their own; staff all. A visitor's plain list
 * is cut from the licence's public contents held in memory (decision 0016); everything else asks the database.
 */
import type { TContentListItem, TContentsQuery } from '@izlog/contract/contents';
import type { TPageResult } from '../../../../platform/http/page-reply';
import type { TPage } from '../../../../platform/http/pagination';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { assertSearchEnabled } from '../../../../platform/tenancy/licence-switches';
import { searchQuery } from '../../../../platform/text/search-text';
import { pendingRevisionsOf } from '../../publishing/revisions';
import { presentListItem } from '../content.presenter';
import { listAudience, seesAllOf, type TListAudience } from '../content-access';
import { findContentPage, productOptionRows } from './content-list.queries';
import { publicListPage } from './public-content-lists';

export async function listContents(
  scope: TRequestScope,
  query: TContentsQuery,
  page: TPage,
): Promise<TPageResult<TContentListItem>> {
  const fromMemory = await publicListPage(scope, query, page);
  if (fromMemory) return { body: fromMemory.body, total: fromMemory.total, fromMemory: fromMemory.fromMemory };

  const audience = listAudience(scope.actor, query);
  let tsquery: string | undefined;
  if (query.search !== undefined) {
    assertSearchEnabled(scope.licence);
    const words = searchQuery(query.search);
    if (words === null) return { items: [], total: 0 };
    tsquery = words;
  }
  // The total is the same for every page of a list: visitors' totals are kept until the licence's next write.
  const { rows, total } = await findContentPage(scope.tenant, { audience, query, tsquery }, page, (count) => {
    if (scope.actor.kind !== 'anonymous') return count();
    const { page: _page, page_count: _size, sort: _sort, ...filters } = query;
    return scope.deps.publicCache.remember(scope.tenant.licenceId, JSON.stringify(['contents', filters]), count);
  });
  return { items: await withPendingRevisions(scope, rows.map(presentListItem), audience), total };
}

/** The author and staff see each of their items' waiting edit (or null); the public's answers leave the field out. */
async function withPendingRevisions(scope: TRequestScope, items: TContentListItem[], audience: TListAudience) {
  const insiders = items.filter((item) => seesAllOf(audience, item.author.id));
  if (insiders.length === 0) return items;
  const pending = await pendingRevisionsOf(
    scope.tenant,
    'content',
    insiders.map((item) => item.id),
  );
  return items.map((item) =>
    seesAllOf(audience, item.author.id) ? { ...item, pending_revision: pending.get(item.id) ?? null } : item,
  );
}

/** get-licence-products-no-pagination: approved products, newest first, at most `limit`. */
export function listProductOptions(scope: TRequestScope, limit: number) {
  return productOptionRows(scope.tenant, limit);
}
