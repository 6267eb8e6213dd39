/**
 * The query keys of paid first places and what a write makes stale: placing or switching off an item changes every
 * list of items (the editor's tab, the first places page) and that item's report.
 */
import type { QueryClient } from '@tanstack/react-query';

export const BIDDING_KEY = ['bidding'] as const;

export const invalidateAfterBiddingWrite = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: BIDDING_KEY });
