/**
 * POST /licences/check-domain: is a subdomain or a custom domain free (SPEC §7; §8's message when it is not). The
 * subdomain is checked as the buyer types (a query per name, so going back to a name asks nothing again for a while);
 * a custom domain on request.
 */
import type { TCheckDomainResponse } from '@izlog/contract/domains';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { purchaseKeys } from './purchase-query-keys';

export const checkDomain = (domain: string, signal?: AbortSignal) =>
  apiRequest<TCheckDomainResponse>(salesApiPaths.checkDomain, { method: 'POST', body: { domain }, signal });

// Another buyer can take a name meanwhile: an answer is trusted for half a minute.
export const domainCheckQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: purchaseKeys.domainCheck(domain),
    queryFn: ({ signal }) => checkDomain(domain, signal),
    staleTime: 30 * 1000,
  });

/** `domain` null: nothing to check (empty or malformed, which the wizard says at once). */
export const useSubdomainCheck = (domain: string | null) =>
  useQuery({ ...domainCheckQueryOptions(domain ?? ''), enabled: domain !== null });

export const useCustomDomainCheck = () => useMutation({ mutationFn: (domain: string) => checkDomain(domain) });
