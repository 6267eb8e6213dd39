/** Address suggestions for a location field (GET /places/suggest; decision 0014). */
import type { TPlaceSuggestion } from '@izlog/contract/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { placeKeys } from './place-keys';

/** Fewer letters than this ask nothing: every place would match. */
export const MIN_PLACE_QUERY_LENGTH = 2;

export const suggestPlaces = (query: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<TPlaceSuggestion[]>(withQuery(apiPaths.placesSuggest, { q: query }), { signal });

export const placeSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...placeKeys.all, 'suggest', query],
    queryFn: ({ signal }) => suggestPlaces(query, { signal }),
    staleTime: 60 * 60_000,
  });

export const usePlaceSuggestions = (query: string) =>
  useQuery({
    ...placeSuggestionsQueryOptions(query),
    enabled: query.trim().length >= MIN_PLACE_QUERY_LENGTH,
    // The list stays while the next letters are asked about, instead of blinking empty.
    placeholderData: keepPreviousData,
  });
