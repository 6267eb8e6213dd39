/**
 * The console's licence lists (GET get-sales-user-licences, get-all-partners-licences, get-all-licences): one page
 * with its filters, asked again every 2 s while a job of a licence on it runs.
 */
import type { TLicenceStatus, TLicenceType } from '@izlog/contract/constants';
import type { TConsoleLicence, TPartnerLicence } from '@izlog/contract/sales-console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage, type TPage } from '@/lib/api-client';
import { withQuery } from '@/lib/paths';
import { salesApiPaths } from '@/lib/platform-paths';
import { pollWhileJobsRun } from '../utils/job-polling';
import { consoleKeys } from './console-query-keys';

const LICENCES_PAGE_SIZE = 10;

export type TLicenceFilters = {
  status?: TLicenceStatus;
  licenceType?: TLicenceType;
  search?: string;
  partnerId?: number;
  page: number;
};

const listPath = (path: string, filters: TLicenceFilters) =>
  withQuery(path, {
    'filter[status]': filters.status,
    'filter[licence_type]': filters.licenceType,
    'filter[search]': filters.search?.trim(),
    'filter[partner_id]': filters.partnerId,
    page: filters.page,
    page_count: LICENCES_PAGE_SIZE,
  });

const pollOnPage = pollWhileJobsRun((page: TPage<{ jobs: TConsoleLicence['jobs'] }>) => page.items);

const listOptions = <T extends TConsoleLicence>(
  scope: 'own' | 'all' | 'partners',
  path: string,
  filters: TLicenceFilters,
) =>
  queryOptions({
    queryKey: consoleKeys.licenceList(scope, filters),
    queryFn: () => apiRequestPage<T>(listPath(path, filters)),
    placeholderData: keepPreviousData,
    refetchInterval: pollOnPage,
  });

export const ownLicencesOptions = (filters: TLicenceFilters) =>
  listOptions<TConsoleLicence>('own', salesApiPaths.salesUserLicences, filters);
export const allLicencesOptions = (filters: TLicenceFilters) =>
  listOptions<TConsoleLicence>('all', salesApiPaths.allLicences, filters);
export const partnersLicencesOptions = (filters: TLicenceFilters) =>
  listOptions<TPartnerLicence>('partners', salesApiPaths.partnersLicences, filters);

export const useOwnLicences = (filters: TLicenceFilters) => useQuery(ownLicencesOptions(filters));
export const useAllLicences = (filters: TLicenceFilters) => useQuery(allLicencesOptions(filters));
export const usePartnersLicences = (filters: TLicenceFilters) => useQuery(partnersLicencesOptions(filters));
