/** `/search?q=<words>&page=<n>`: SearchListing; the site may have search switched off (then 403 from the API). */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSearch } from '@/features/search/api/search-site';
import { ApiError } from '@/lib/api-client';
import { links } from '@/lib/paths';
import { useThemeLayouts } from '@/themes/theme-context';
import { useDocumentTitle } from '../use-document-title';
import { useSiteLicence } from '../use-site-licence';
import { toListState, usePageParam } from './list-state';
import { SEARCH_HITS_PER_PAGE } from './page-sizes';

const FORBIDDEN = 403;

export function SearchRoute() {
  const { SearchListingPage } = useThemeLayouts();
  const { t } = useTranslation();
  const licence = useSiteLicence();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const [page, setPage] = usePageParam();
  const isSwitchedOff = !licence.search_status;
  const search = useSearch(isSwitchedOff ? '' : query, page, SEARCH_HITS_PER_PAGE);
  const isRefused = search.error instanceof ApiError && search.error.status === FORBIDDEN;
  useDocumentTitle(query ? t('search.resultsFor', { q: query }) : t('search.title'));
  return (
    <SearchListingPage
      // A new query starts a fresh form.
      key={query}
      query={query}
      hits={toListState(search, setPage)}
      totalCount={search.data?.pagination.totalCount ?? 0}
      isSearchDisabled={isSwitchedOff || isRefused}
      onSearch={(next) => navigate(links.search(next))}
    />
  );
}
