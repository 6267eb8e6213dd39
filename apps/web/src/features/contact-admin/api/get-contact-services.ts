/** GET /licence-contacts/get-licence-contact-services as staff: every service of the site, with its e-mail address. */
import type { TContactService } from '@izlog/contract/contact-services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { STAFF_SERVICES_KEY } from './contact-admin-queries';

export const getContactServices = () => apiRequest<TContactService[]>(apiPaths.contactServices);

export const contactServicesQueryOptions = () =>
  queryOptions({ queryKey: STAFF_SERVICES_KEY, queryFn: getContactServices });

export const useContactServices = () => useQuery(contactServicesQueryOptions());
