/** Glue between a paginated query and a theme's list props, and the `?page=` of the address. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TPage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import type { TListState } from '@/themes/layout-props';

export function toListState<T, R = T>(
  query: Pick<UseQueryResult<TPage<T>>, 'data' | 'error' | 'isError' | 'refetch'>,
  onPageChange: (page: number) => void,
  map: (item: T) => R = (item) => item as unknown as R,
): TListState<R> {
  return {
    items: query.data ? query.data.items.map(map) : null,
    pagination: {
      currentPage: query.data?.pagination.currentPage ?? 1,
      pageCount: query.data?.pagination.pageCount ?? 0,
    },
    onPageChange,
    error:
      query.isError && !query.data
        ? { message: query.error?.message || i18n.t('common.somethingWentWrong'), onRetry: () => void query.refetch() }
        : null,
  };
}

/**
 * `?page=` as a number from 1; changing it keeps the other parameters (the category filter, the query). A screen with
 * several lists gives each its own parameter (`?products_page=2` on a profile).
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(name));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set(name, String(next));
      else params.delete(name);
      return params;
    });
  return [page, setPage];
}
