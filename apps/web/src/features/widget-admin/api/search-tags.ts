/** Tags whose name starts with what the admin types (GET /tags?filter[name]=), for a widget's selected tags. */
import type { TTag } from '@izlog/contract/tags';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { widgetAdminKeys } from './widget-admin-keys';

/** Enough suggestions to choose from; typing more narrows them. */
const SUGGESTIONS = 20;

export const searchTags = (prefix: string) =>
  apiRequest<TTag[]>(withQuery(apiPaths.tags, { 'filter[name]': prefix, page_count: SUGGESTIONS }));

export const tagSearchQueryOptions = (prefix: string) =>
  queryOptions({
    queryKey: widgetAdminKeys.tagSearch(prefix),
    queryFn: () => searchTags(prefix),
    // The suggestions shown stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });

export const useTagSearch = (prefix: string) => useQuery(tagSearchQueryOptions(prefix));
