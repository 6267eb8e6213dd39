/**
 * Visitors' content lists cut from memory (decision 0016): which list queries qualify, and how a licence's public
 * contents load into `deps.contentLists`. Everything else (search, other orders, authors' and staff's lists) asks the
 * database through `listContents`.
 */
import type { TContentsQuery } from '@izlog/contract/contents';
import type { TListItem, TListPage } from '../../../../platform/cache/licence-lists';
import type { TPage } from '../../../../platform/http/pagination';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { presentListItem } from '../content.presenter';
import { listRowOfJson, newestPublicContentRowsAsJson } from '../contents.queries';

/** A licence with more public contents than this keeps its lists in the database. */
export const PUBLIC_LIST_MAX_ITEMS = 20_000;

/** The list filters memory answers, by the facet each one compares. */
const FACET_OF_FILTER = {
  'filter[content_type_id]': 'type',
  'filter[category_id]': 'category',
  'filter[author_id]': 'author',
} as const satisfies Partial<Record<keyof TContentsQuery, string>>;

/**
 * The facets a visitor's list filters by, or null when the query needs the database: a search, an order other than
 * newest first, a filter by slug, id or status, or a signed-in reader (authors and staff see more than the public).
 */
function memoryFilter(scope: TRequestScope, query: TContentsQuery): Record<string, number> | null {
  if (scope.actor.kind !== 'anonymous') return null;
  const needsDatabase =
    query.search !== undefined ||
    (query.sort !== undefined && query.sort !== 'newest') ||
    query['filter[slug]'] !== undefined ||
    query['filter[id]'] !== undefined ||
    query['filter[status]'] !== undefined;
  if (needsDatabase) return null;
  const filter: Record<string, number> = {};
  for (const [name, facet] of Object.entries(FACET_OF_FILTER)) {
    const value = query[name as keyof typeof FACET_OF_FILTER];
    if (value !== undefined) filter[facet] = value;
  }
  return filter;
}

/** Every public content of the licence, newest first, as list items (one more than the limit tells "too many"). */
async function loadPublicContents(tdb: TenantDb): Promise<TListItem[]> {
  const rows = await newestPublicContentRowsAsJson(tdb, PUBLIC_LIST_MAX_ITEMS + 1);
  return rows.map((row) => ({
    json: JSON.stringify(presentListItem(listRowOfJson(row.json))),
    facets: { type: row.contentTypeId, category: row.categoryId, author: row.authorId },
  }));
}

/** A page of a visitor's list from memory, or null when this list is for the database to answer. */
export async function publicListPage(
  scope: TRequestScope,
  query: TContentsQuery,
  page: TPage,
): Promise<TListPage | null> {
  const filter = memoryFilter(scope, query);
  if (!filter) return null;
  return scope.deps.contentLists.page(scope.tenant.licenceId, {
    load: () => loadPublicContents(scope.tenant),
    filter,
    window: page,
  });
}
