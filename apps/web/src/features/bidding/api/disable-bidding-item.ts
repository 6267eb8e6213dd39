/** POST /biddings/disable-bidding-item/{id}: the item leaves the first place at once (or never takes it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { invalidateAfterBiddingWrite } from './bidding-queries';

export const disableBiddingItem = (id: number) =>
  apiRequest<unknown>(apiPaths.disableBiddingItem(id), { method: 'POST' });

export function useDisableBiddingItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableBiddingItem, onSuccess: () => invalidateAfterBiddingWrite(queryClient) });
}
