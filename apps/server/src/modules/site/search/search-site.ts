/**
 * GET /search: the site's full-text search over approved contents and catalogs, blind to case, diacritics and script
 * (a Cyrillic query finds Latin text and the reverse), best match first. Refused when the licence turned search off.
 */
import type { TSearchHit } from '@izlog/contract/search';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { assertSearchEnabled } from '../../../platform/tenancy/licence-switches';
import { foldForSearch, searchQuery } from '../../../platform/text/search-text';
import { presentHit } from './search.presenter';
import { searchSite } from './search.queries';

export async function searchTheSite(scope: TRequestScope, q: string, page: TPage): Promise<TPageResult<TSearchHit>> {
  assertSearchEnabled(scope.licence);
  const tsQuery = searchQuery(q);
  // Only punctuation: nothing can match.
  if (!tsQuery) return { items: [], total: 0 };
  const { rows, total } = await searchSite(scope.tenant, tsQuery, page);
  const queryWords = foldForSearch(q).split(' ').filter(Boolean);
  return { items: rows.map((row) => presentHit(row, queryWords)), total };
}
