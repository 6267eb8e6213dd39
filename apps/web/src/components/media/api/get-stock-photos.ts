/**
 * Stock photos of a topic or a search, page after page as the picker scrolls: each page's `Link` rel="next" names
 * the next one (GET /stock-photos/topics/:slug/photos, GET /stock-photos/search/photos).
 */
import type { TStockPhoto, TStockSearchResult } from '@izlog/contract/media';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { nextPagePath } from './link-header';
import { stockPhotoKeys } from './stock-photo-keys';

/** Pictures a page: a full row or three on every width of the grid. */
const STOCK_PICKER_PAGE_SIZE = 24;

/** Either a topic's photos or the photos matching a search; a search wins when it has text. */
export type TStockSource = { kind: 'topic'; slug: string } | { kind: 'search'; query: string };

type TStockPhotoPage = { photos: TStockPhoto[]; nextPath: string | null };

function firstStockPagePath(source: TStockSource): string {
  return source.kind === 'topic'
    ? withQuery(apiPaths.stockTopicPhotos(source.slug), { per_page: STOCK_PICKER_PAGE_SIZE })
    : withQuery(apiPaths.stockSearch, { query: source.query, per_page: STOCK_PICKER_PAGE_SIZE });
}

export async function getStockPhotoPage(path: string, signal?: AbortSignal): Promise<TStockPhotoPage> {
  const { data, headers } = await apiRequestWithHeaders<TStockPhoto[] | TStockSearchResult>(path, { signal });
  const photos = Array.isArray(data) ? data : (data?.results ?? []);
  return { photos, nextPath: nextPagePath(headers.get('Link')) };
}

export const stockPhotosQueryOptions = (source: TStockSource) =>
  infiniteQueryOptions({
    queryKey: [...stockPhotoKeys.all, source],
    queryFn: ({ pageParam, signal }) => getStockPhotoPage(pageParam, signal),
    initialPageParam: firstStockPagePath(source),
    getNextPageParam: (lastPage) => lastPage.nextPath ?? undefined,
    staleTime: 5 * 60_000,
  });

export const useStockPhotos = (source: TStockSource | null) =>
  useInfiniteQuery({
    ...stockPhotosQueryOptions(source ?? { kind: 'search', query: '' }),
    enabled: source !== null,
  });
