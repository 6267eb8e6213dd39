/** GET /licences/get-domain-prices: registration, renewal and reactivation per zone, RSD with EUR for information. */
import type { ZDomainPrices } from '@izlog/contract/domains';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { purchaseKeys } from './purchase-query-keys';

type TDomainPrices = z.infer<typeof ZDomainPrices>;

export const getDomainPrices = () => apiRequest<TDomainPrices>(salesApiPaths.domainPrices);

export const domainPricesQueryOptions = () =>
  queryOptions({ queryKey: purchaseKeys.domainPrices, queryFn: getDomainPrices, staleTime: 10 * 60 * 1000 });

export const useDomainPrices = (enabled = true) => useQuery({ ...domainPricesQueryOptions(), enabled });
