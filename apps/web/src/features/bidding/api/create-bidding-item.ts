/** POST /biddings/create-bidding-item: a product or catalog first in its category from a day, for the site's duration. */
import type { TBiddingItem, TCreateBiddingItemRequest } from '@izlog/contract/bidding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterBiddingWrite } from './bidding-queries';

export const createBiddingItem = (body: TCreateBiddingItemRequest) =>
  apiRequest<TBiddingItem>(apiPaths.createBiddingItem, { method: 'POST', body });

export function useCreateBiddingItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBiddingItem, onSuccess: () => invalidateAfterBiddingWrite(queryClient) });
}
