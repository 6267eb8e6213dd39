/**
 * GET /licence-contacts/get-licence-contact-services as staff: every service of the site with its e-mail address, in
 * the order they were added — one page holds them all (a site keeps at most CONTACT_SERVICES_MAX).
 */
import { CONTACT_SERVICES_MAX, type TContactService } from '@izlog/contract/contact-services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { STAFF_SERVICES_KEY } from './contact-admin-queries';

export const getContactServices = () =>
  apiRequest<TContactService[]>(withQuery(apiPaths.contactServices, { page_count: CONTACT_SERVICES_MAX }));

export const contactServicesQueryOptions = () =>
  queryOptions({ queryKey: STAFF_SERVICES_KEY, queryFn: getContactServices });

export const useContactServices = () => useQuery(contactServicesQueryOptions());
