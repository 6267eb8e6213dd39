/**
 * The licence's long texts (terms and conditions, privacy policy, terms of payment): sanitized rich text the server
 * sends only when `expand` names them, read when a visitor opens one (not with every page) and when site
 * administration edits them. One definition for both, so they share the cached answer and its freshness; a save
 * invalidates everything under `licenceQueryKeys.all`, these included.
 */
import type { TPublicLicence } from '@izlog/contract/licence';
import { LICENCE_TEXTS } from '@izlog/contract/site-settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { licenceQueryKeys } from './licence-query-keys';
import { apiPaths, withQuery } from './paths';

/** As the licence details: the texts change only through site administration, whose save refreshes them. */
const LICENCE_TEXTS_STALE_MS = 5 * 60_000;

const getLicenceTexts = () =>
  apiRequest<TPublicLicence>(withQuery(apiPaths.licenceDetails, { expand: LICENCE_TEXTS.join(',') }));

export const licenceTextsQueryOptions = () =>
  queryOptions({ queryKey: licenceQueryKeys.texts, queryFn: getLicenceTexts, staleTime: LICENCE_TEXTS_STALE_MS });
