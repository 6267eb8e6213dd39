/**
 * The domain status board (issue 13 §7c): GET licence-domains/{id} lists the licence's domains with their stage
 * (DNS → certificate → live) and the records to set; POST recheck-licence-domain/{domainId} checks one again now.
 * While a custom domain is on its way, the board is asked again now and then.
 */
import type { TLicenceDomain } from '@izlog/contract/domains';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { consoleKeys, invalidateLicence } from './console-query-keys';

const DOMAIN_POLL_MS = 15_000;
const isOnItsWay = (domain: TLicenceDomain) => domain.stage === 'checking-dns' || domain.stage === 'checking-tls';

export const getLicenceDomains = (licenceId: number) =>
  apiRequest<TLicenceDomain[]>(salesApiPaths.licenceDomains(licenceId));

export const useLicenceDomains = (licenceId: number) =>
  useQuery({
    queryKey: consoleKeys.domains(licenceId),
    queryFn: () => getLicenceDomains(licenceId),
    refetchInterval: (query) => (query.state.data?.some(isOnItsWay) ? DOMAIN_POLL_MS : false),
  });

export function useRecheckDomain(licenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) =>
      apiRequest<TLicenceDomain>(salesApiPaths.recheckLicenceDomain(domainId), { method: 'POST' }),
    onSuccess: (domain) => {
      queryClient.setQueryData<TLicenceDomain[]>(consoleKeys.domains(licenceId), (domains) =>
        domains?.map((item) => (item.id === domain.id ? domain : item)),
      );
      return invalidateLicence(queryClient, licenceId);
    },
  });
}
