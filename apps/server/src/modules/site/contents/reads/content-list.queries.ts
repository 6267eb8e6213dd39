/**
 * The SQL of GET /contents (SPEC §7): who sees what (content-access.ts decides the audience), the filters, full-text
 * search ranked by relevance then newest, and the orders newest, most read and random.
 */
import { CONTENT_TYPE, type TContentStatus } from '@izlog/contract/constants';
import type { TContentsQuery } from '@izlog/contract/contents';
import { REVISION_STATUSES } from '@izlog/contract/revisions';
import { and, desc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { publicContentCondition } from '../../../../db/public-contents';
import { contentRevisions, contents } from '../../../../db/schema';
import { licenceWordPrefix, licenceWordsQuery } from '../../../../db/search-words';
import type { TPage } from '../../../../platform/http/pagination';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../../publishing/status-machine';
import type { TListAudience } from '../content-access';
import { contentOptionRows, listContentRows, randomContentRows } from '../contents.queries';

const NEWEST: SQL[] = [desc(contents.id)];

export type TContentListRequest = {
  audience: TListAudience;
  query: TContentsQuery;
  /** The folded words of the search (searchQuery in search-text.ts), when the list is a search. */
  tsquery?: string;
};

/**
 * One page of the list, and how many match (`count` may answer from a cache). Lists of one audience differ only by
 * their filters, so the visitors' totals can be kept per filter.
 */
export function findContentPage(
  tdb: TenantDb,
  request: TContentListRequest,
  page: TPage,
  cachedCount: (count: () => Promise<number>) => Promise<number>,
) {
  const { query, tsquery } = request;
  let where = listCondition(tdb, request.audience, query);
  let order = query.sort === 'most_read' ? [desc(contents.views), ...NEWEST] : NEWEST;
  if (tsquery !== undefined) {
    // Each word as written or by its Serbian stem (decision 0061).
    const words = licenceWordsQuery(tsquery, licenceWordPrefix(tdb.licenceId));
    where = and(where, sql`${contents.searchVector} @@ ${words}`);
    order = [sql`ts_rank(${contents.searchVector}, ${words}) desc`, ...NEWEST];
  } else if (query.sort === 'random') {
    return randomContentRows(tdb, where, page.limit);
  }
  return listContentRows(tdb, where, order, page, () => cachedCount(() => tdb.count(contents, where)));
}

function listCondition(tdb: TenantDb, audience: TListAudience, query: TContentsQuery): SQL | undefined {
  const status = query['filter[status]'];
  const visibility =
    audience.kind === 'public'
      ? publicContentCondition(tdb)
      : audience.kind === 'publicOrOwn'
        ? or(publicContentCondition(tdb), eq(contents.authorId, audience.userId))
        : undefined;
  const filter = <V>(value: V | undefined, condition: (value: V) => SQL) =>
    value === undefined ? undefined : condition(value);
  return and(
    visibility,
    filter(query['filter[content_type_id]'], (value) => eq(contents.contentTypeId, value)),
    filter(query['filter[slug]'], (value) => eq(contents.slug, value)),
    filter(query['filter[id]'], (value) => eq(contents.id, value)),
    filter(query['filter[author_id]'], (value) => eq(contents.authorId, value)),
    filter(query['filter[category_id]'], (value) => eq(contents.categoryId, value)),
    // Turned-off content stays out of every list unless asked for by its status (the public sees approved only);
    // what a moderator disapproved stays in its author's own list, marked (issue 26 item 14).
    status !== undefined
      ? statusCondition(tdb, status, audience.kind === 'staff' || audience.kind === 'author')
      : audience.kind === 'public'
        ? undefined
        : audience.kind === 'author'
          ? or(ne(contents.status, 'deleted'), isNotNull(contents.rejectedAt))
          : ne(contents.status, 'deleted'),
  );
}

/**
 * `filter[status]`. For the author and staff, an approved item whose edit waits in that status also matches
 * (decision 0011): the moderation lists hold new items and edits of approved ones alike.
 */
function statusCondition(tdb: TenantDb, status: TContentStatus, seesRevisions: boolean): SQL {
  const own = eq(contents.status, status);
  if (!seesRevisions || !(REVISION_STATUSES as readonly string[]).includes(status)) return own;
  return or(own, and(eq(contents.status, PUBLIC_STATUS), hasPendingRevisionIn(tdb, status))) as SQL;
}

/** "An edit of this content waits in `status`", inside a query over contents. */
export const hasPendingRevisionIn = (tdb: TenantDb, status: string): SQL =>
  tdb.exists(contentRevisions, and(eq(contentRevisions.contentId, contents.id), eq(contentRevisions.status, status))!);

/** How many items of a content type wait for a moderator: new ones on moderation, and edits of approved ones. */
export function countContentsWaiting(tdb: TenantDb, contentTypeId: number): Promise<number> {
  return tdb.count(
    contents,
    and(
      eq(contents.contentTypeId, contentTypeId),
      or(
        eq(contents.status, 'on_moderation'),
        and(eq(contents.status, PUBLIC_STATUS), hasPendingRevisionIn(tdb, 'on_moderation')),
      ),
    ),
  );
}

/** get-licence-products-no-pagination: approved products, newest first, at most `limit`. */
export function productOptionRows(tdb: TenantDb, limit: number) {
  return contentOptionRows(
    tdb,
    and(publicContentCondition(tdb), eq(contents.contentTypeId, CONTENT_TYPE.product)),
    limit,
  );
}
