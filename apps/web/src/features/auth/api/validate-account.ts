/**
 * Confirm an account with the mailed token. A query rather than a mutation, so a page that mounts twice
 * (React strict mode) still spends the single-use token once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

type TValidateAccountInput = { email: string; activation_token: string };

export const validateAccount = (body: TValidateAccountInput) =>
  apiRequest<{ message: string }>(apiPaths.validateAccount, { method: 'POST', body });

export const validateAccountQueryOptions = (input: TValidateAccountInput) =>
  queryOptions({
    queryKey: ['users', 'validate-account', input],
    queryFn: () => validateAccount(input),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useValidateAccount = (input: TValidateAccountInput, isEnabled: boolean) =>
  useQuery({ ...validateAccountQueryOptions(input), enabled: isEnabled });
