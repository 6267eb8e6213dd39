/**
 * The server-made captcha (GET /users/captcha) for every form that asks visitors to prove they are human
 * (registration, visitors' comments). A challenge is used once, so it is never cached past its form; each form
 * has its own, so two open forms do not spend each other's picture.
 */
import type { TCaptchaResponse } from '@izlog/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { apiPaths } from './paths';

export const getCaptcha = () => apiRequest<TCaptchaResponse>(apiPaths.captcha);

export const captchaQueryOptions = (form: string) =>
  queryOptions({
    queryKey: ['users', 'captcha', form],
    queryFn: getCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** The captcha of one form, when the site has it switched on; after a failed attempt the form asks for a new one. */
export function useCaptchaChallenge(isEnabledForSite: boolean, form: string) {
  const captcha = useQuery({ ...captchaQueryOptions(form), enabled: isEnabledForSite });
  return {
    isShown: isEnabledForSite && captcha.data?.enabled !== false,
    captchaId: captcha.data?.captcha_id ?? '',
    svg: captcha.data?.svg ?? null,
    isLoading: captcha.isFetching,
    refresh: () => void captcha.refetch(),
  };
}
