/**
 * The site's contact services as visitors see them (GET /licence-contacts/get-licence-contact-services): names and
 * descriptions, never the addresses. The contact page's choice and the footer's link read them.
 */
import type { TPublicContactService } from '@izlog/contract/contact-services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { contactKeys } from './contact-keys';

export const getContactServices = async (): Promise<TPublicContactService[]> => {
  const services = await apiRequest<TPublicContactService[]>(apiPaths.contactServices);
  return Array.isArray(services) ? services : [];
};

export const contactServicesQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.publicServices,
    queryFn: getContactServices,
    // Services change rarely; the footer of every page reads them.
    staleTime: 5 * 60 * 1000,
  });

export const useContactServices = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...contactServicesQueryOptions(), enabled });
