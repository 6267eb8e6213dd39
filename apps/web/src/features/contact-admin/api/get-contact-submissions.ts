/** GET /licence-contacts/contact-submissions: what visitors sent, newest first, a page at a time, with its delivery. */
import type { TContactSubmission, TDeliveryState } from '@izlog/contract/contact-services';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { SUBMISSIONS_KEY } from './contact-admin-queries';

const SUBMISSIONS_PAGE_COUNT = 20;

export type TSubmissionFilters = { serviceId?: number; delivery?: TDeliveryState; page: number };

export const getContactSubmissions = ({ serviceId, delivery, page }: TSubmissionFilters) =>
  apiRequestPage<TContactSubmission>(
    withQuery(apiPaths.contactSubmissions, {
      'filter[contact_service_id]': serviceId,
      'filter[delivery]': delivery,
      page,
      page_count: SUBMISSIONS_PAGE_COUNT,
    }),
  );

export const contactSubmissionsQueryOptions = (filters: TSubmissionFilters) =>
  queryOptions({
    queryKey: [...SUBMISSIONS_KEY, filters],
    queryFn: () => getContactSubmissions(filters),
    placeholderData: keepPreviousData,
  });

export const useContactSubmissions = (filters: TSubmissionFilters) => useQuery(contactSubmissionsQueryOptions(filters));
