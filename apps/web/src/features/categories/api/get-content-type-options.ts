/** The content types of the site menu in their order, with the enabled flag (GET /licence-content-type-options). */
import type { TContentTypeOption } from '@izlog/contract/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { categoryKeys } from './category-keys';

export const getContentTypeOptions = () => apiRequest<TContentTypeOption[]>(apiPaths.contentTypeOptions);

export const contentTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.contentTypeOptions,
    queryFn: getContentTypeOptions,
    staleTime: 5 * 60_000,
    // The menu has a sensible default; a failure here must not keep the header waiting.
    retry: false,
  });

export const useContentTypeOptions = () => useQuery(contentTypeOptionsQueryOptions());
