/**
 * The paid first places of a category lead its product list wherever it is shown (issue 26 item 5, decision 0067):
 * GET /contents filtered to one category's products puts the category's running first places first, marked, in the
 * turn the category page gives them (catalogs/first-places.ts), then the rest of the list as it was, without them.
 */

import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem, TContentsQuery } from '@izlog/contract/contents';
import type { TPageResult } from '../../../../platform/http/page-reply';
import type { TPage } from '../../../../platform/http/pagination';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { runningFirstPlaces } from '../../bidding/first-place-items';
import { contentListItemsInOrder } from './content-list-items';

type TListPage = (page: TPage) => Promise<TPageResult<TContentListItem>>;

/** The category whose first places lead this list: a plain, newest-first list of one category's products. */
function sponsoredCategoryOf(query: TContentsQuery): number | null {
  const isPlainList =
    query.search === undefined &&
    (query.sort === undefined || query.sort === 'newest') &&
    query['filter[slug]'] === undefined &&
    query['filter[id]'] === undefined &&
    query['filter[status]'] === undefined &&
    query['filter[author_id]'] === undefined;
  const isProducts = query['filter[content_type_id]'] === CONTENT_TYPE.product;
  return isPlainList && isProducts ? (query['filter[category_id]'] ?? null) : null;
}

const itemsOf = (result: TPageResult<TContentListItem>): TContentListItem[] =>
  'items' in result ? result.items : (JSON.parse(result.body.toString('utf8')) as TContentListItem[]);

/**
 * The page of `list` with the category's first places first; `shownBiddingItems` are the bidding items whose entries
 * the page shows (each serving counts an impression). A list with no first place running is answered as it was.
 */
export async function withFirstPlacesFirst(
  scope: TRequestScope,
  query: TContentsQuery,
  page: TPage,
  list: TListPage,
): Promise<{ result: TPageResult<TContentListItem>; shownBiddingItems: number[] }> {
  const categoryId = sponsoredCategoryOf(query);
  const places =
    categoryId === null
      ? []
      : (await runningFirstPlaces(scope.tenant, categoryId, { advance: page.offset === 0 })).filter(
          (place) => place.type === 'product',
        );
  if (places.length === 0) return { result: await list(page), shownBiddingItems: [] };

  // Only first places the public may open lead (a product unpublished since it was placed does not).
  const placed = (
    await contentListItemsInOrder(
      scope.tenant,
      places.map((place) => place.id),
    )
  ).filter((item) => item.status === 'approved' && item.category?.id === categoryId);
  const biddingItemOf = new Map(places.map((place) => [place.id, place.biddingItemId]));
  const sponsored = placed.map(
    (item): TContentListItem => ({ ...item, sponsored: true, bidding_item_id: biddingItemOf.get(item.id)! }),
  );
  const placedIds = new Set(sponsored.map((item) => item.id));

  // The page's share of the first places, then the rest of the list from where the first places end.
  const head = sponsored.slice(page.offset, page.offset + page.limit);
  const restStart = Math.max(0, page.offset - sponsored.length);
  const restNeeded = page.limit - head.length;
  // The plain list (newest first: by id, descending) holds the first places too. Asked for as many more entries as
  // there are first places, its window has enough of the others; those before the window were shown on earlier
  // pages in place of first places that the plain list holds before it, so as many are skipped.
  const rest = await list({ ...page, offset: restStart, limit: restNeeded + sponsored.length });
  const window = itemsOf(rest);
  const firstInWindow = window[0];
  const placedBefore =
    restStart === 0 || !firstInWindow ? 0 : sponsored.filter((item) => item.id > firstInWindow.id).length;
  const others = window.filter((item) => !placedIds.has(item.id));
  const items = [...head, ...others.slice(placedBefore, placedBefore + restNeeded)];
  const shownBiddingItems = head.map((item) => item.bidding_item_id!);
  return { result: { items, total: Math.max(rest.total, sponsored.length) }, shownBiddingItems };
}
