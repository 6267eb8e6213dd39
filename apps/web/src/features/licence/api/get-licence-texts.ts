/**
 * The licence's long texts (terms and conditions, privacy policy, terms of payment): sanitized rich text the server
 * sends only when `expand` names them, read when a visitor opens one (not with every page).
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { LICENCE_TEXTS } from '@izlog/contract/site-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceQueryKeys } from '@/lib/licence-query-keys';
import { apiPaths, withQuery } from '@/lib/paths';

export const getLicenceTexts = () =>
  apiRequest<TPublicLicence>(withQuery(apiPaths.licenceDetails, { expand: LICENCE_TEXTS.join(',') }));

export const licenceTextsQueryOptions = () =>
  queryOptions({ queryKey: licenceQueryKeys.texts, queryFn: getLicenceTexts, staleTime: 5 * 60_000 });

export const useLicenceTexts = () => useQuery(licenceTextsQueryOptions());
