/**
 * The licence's long texts as the terms form edits them: the details with `expand` naming the three texts, under
 * the same query key the site's text modals read, so a save refreshes what visitors see too.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { LICENCE_TEXTS } from '@izlog/contract/site-settings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceQueryKeys } from '@/lib/licence-query-keys';
import { apiPaths, withQuery } from '@/lib/paths';

export const getLicenceTexts = () =>
  apiRequest<TPublicLicence>(withQuery(apiPaths.licenceDetails, { expand: LICENCE_TEXTS.join(',') }));

export const useLicenceTexts = () => useQuery({ queryKey: licenceQueryKeys.texts, queryFn: getLicenceTexts });
