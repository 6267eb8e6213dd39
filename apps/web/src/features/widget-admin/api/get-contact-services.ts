/** The site's contact services a contact-form widget may send to (GET /licence-contacts/get-licence-contact-services). */
import { CONTACT_SERVICES_MAX, type TPublicContactService } from '@izlog/contract/contact-services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { widgetAdminKeys } from './widget-admin-keys';

// A site has at most CONTACT_SERVICES_MAX services: one page holds them all.
export const getContactServices = () =>
  apiRequest<TPublicContactService[]>(withQuery(apiPaths.contactServices, { page_count: CONTACT_SERVICES_MAX }));

export const contactServicesQueryOptions = () =>
  queryOptions({ queryKey: widgetAdminKeys.contactServices, queryFn: getContactServices });

export const useContactServices = () => useQuery(contactServicesQueryOptions());
