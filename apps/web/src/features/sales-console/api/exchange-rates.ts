/**
 * The central bank's middle rate as Izlog keeps it (GET /exchange-rates, SPEC's `{data: {status, result}}`), and the
 * platform admin's form for a day's rate (POST /exchange-rates/update-rate).
 */
import type { TExchangeRate, ZExchangeRateList, ZUpdateExchangeRateRequest } from '@izlog/contract/exchange-rates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { consoleKeys } from './console-query-keys';

type TExchangeRateList = z.infer<typeof ZExchangeRateList>;
type TUpdateRateRequest = z.infer<typeof ZUpdateExchangeRateRequest>;

export const useExchangeRates = () =>
  useQuery({
    queryKey: consoleKeys.exchangeRates,
    queryFn: () => apiRequest<TExchangeRateList>(salesApiPaths.exchangeRates),
  });

export function useUpdateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUpdateRateRequest) =>
      apiRequest<TExchangeRate>(salesApiPaths.updateExchangeRate, { method: 'POST', body: request }),
    // Prices everywhere on the platform site show EUR at this rate.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
