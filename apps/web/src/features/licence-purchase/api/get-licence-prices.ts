/** GET /licences/get-licence-prices: the three licence types with their yearly price (RSD incl. VAT, EUR to inform). */

import type { TLanguage } from '@izlog/contract/constants';
import type { TLicencePrices } from '@izlog/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n';
import { salesApiPaths } from '@/lib/platform-paths';
import { purchaseKeys } from './purchase-query-keys';

export const getLicencePrices = () => apiRequest<TLicencePrices>(salesApiPaths.licencePrices);

/** Names and descriptions come in the interface's language: one entry per language. */
export const licencePricesQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: [...purchaseKeys.licencePrices, language],
    queryFn: getLicencePrices,
    staleTime: 10 * 60 * 1000,
  });

export const useLicencePrices = () => useQuery(licencePricesQueryOptions(getLanguage()));
