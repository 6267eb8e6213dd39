/**
 * POST /biddings/update-bidding-duration (the admins'): how many days a new first place lasts. The duration is one of
 * the licence details (SPEC §9's last line), so they are read again after the change.
 */
import type { TBiddingDurationRequest } from '@izlog/contract/bidding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceQueryKeys } from '@/lib/licence-query-keys';
import { apiPaths } from '@/lib/paths';

export const updateBiddingDuration = (body: TBiddingDurationRequest) =>
  apiRequest<unknown>(apiPaths.updateBiddingDuration, { method: 'POST', body });

export function useUpdateBiddingDuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBiddingDuration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licenceQueryKeys.all }),
  });
}
