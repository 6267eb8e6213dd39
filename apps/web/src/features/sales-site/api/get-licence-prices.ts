/**
 * GET /licences/get-licence-prices: each licence type's yearly price in RSD with VAT, in EUR for information at the
 * middle rate (with the rate and its date), and what it includes, in the interface language.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TLicencePrices } from '@izlog/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { salesSiteKeys } from './sales-site-query-keys';

/** Prices change with a release and the rate once a working day: ten minutes old is fresh enough for a visit. */
const PRICES_STALE_MS = 10 * 60_000;

export const getLicencePrices = () => apiRequest<TLicencePrices>(salesApiPaths.licencePrices);

export const licencePricesQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: salesSiteKeys.licencePrices(language),
    queryFn: getLicencePrices,
    staleTime: PRICES_STALE_MS,
  });

export function useLicencePrices() {
  const { i18n } = useTranslation();
  return useQuery(licencePricesQueryOptions(i18n.language as TLanguage));
}
