/**
 * The products a catalog may list: its author's own, in any status but disabled (GET /contents by author), as the
 * server accepts them. At most one page of the largest size; the form says so when there are more.
 */
import { CONTENT_TYPE, PAGINATION } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getProductOptions = (authorId: number) =>
  apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[content_type_id]': CONTENT_TYPE.product,
      'filter[author_id]': authorId,
      page_count: PAGINATION.maxPageSize,
    }),
  );

export const productOptionsQueryOptions = (authorId: number) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'product-options', authorId],
    queryFn: () => getProductOptions(authorId),
  });

export const useProductOptions = (authorId: number) => useQuery(productOptionsQueryOptions(authorId));
