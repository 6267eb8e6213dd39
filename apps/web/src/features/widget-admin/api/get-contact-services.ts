/** The site's contact services a contact-form widget may send to (GET /licence-contacts/get-licence-contact-services). */
import type { TPublicContactService } from '@izlog/contract/contact-services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const getContactServices = () => apiRequest<TPublicContactService[]>(apiPaths.contactServices);

export const contactServicesQueryOptions = () =>
  queryOptions({ queryKey: ['contact-services'], queryFn: getContactServices });

export const useContactServices = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...contactServicesQueryOptions(), enabled });
