/** A fresh captcha challenge for registration; never reused, so it is not cached past the form. */
import type { TCaptchaResponse } from '@izlog/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const getCaptcha = () => apiRequest<TCaptchaResponse>(apiPaths.captcha);

export const captchaQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'captcha'], queryFn: getCaptcha, staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });

export const useCaptcha = (isEnabled: boolean) => useQuery({ ...captchaQueryOptions(), enabled: isEnabled });
