/** The public face of the site's licence: title, language, greetings, switches. Everything waits for it. */
import type { TPublicLicence } from '@izlog/contract/licence';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceQueryKeys } from '@/lib/licence-query-keys';
import { apiPaths } from '@/lib/paths';

export const getLicenceDetails = () => apiRequest<TPublicLicence>(apiPaths.licenceDetails);

export const licenceDetailsQueryOptions = () =>
  queryOptions({ queryKey: licenceQueryKeys.details, queryFn: getLicenceDetails, staleTime: 5 * 60_000 });

export const useLicenceDetails = () => useQuery(licenceDetailsQueryOptions());
