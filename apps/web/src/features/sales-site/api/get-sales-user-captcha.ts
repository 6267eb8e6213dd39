/**
 * The sign-up form's captcha (GET /users/sales-user-captcha, the platform host's own): a picture used once, so never
 * cached past the form; after a failed attempt the form asks for a new one.
 */
import type { TCaptchaResponse } from '@izlog/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { salesSiteKeys } from './sales-site-query-keys';

export const getSalesUserCaptcha = () => apiRequest<TCaptchaResponse>(salesApiPaths.salesUserCaptcha);

export function useSalesUserCaptcha() {
  const captcha = useQuery({
    queryKey: salesSiteKeys.captcha,
    queryFn: getSalesUserCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  return {
    isShown: captcha.data?.enabled === true,
    captchaId: captcha.data?.captcha_id ?? '',
    svg: captcha.data?.svg ?? null,
    isLoading: captcha.isFetching,
    refresh: () => void captcha.refetch(),
  };
}
