/**
 * The server-made captcha (GET /users/captcha, decision 0046) for every form that asks visitors to prove they are
 * human (registration, visitors' comments, the contact form; the platform's sign-up asks its own address): a picture,
 * or proof of work for a visitor who cannot see it. A challenge is used once, so it is never cached past its form; each
 * form has its own, so two open forms do not spend each other's challenge.
 */
import type { TCaptchaKind, TCaptchaResponse } from '@izlog/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from './api-client';
import { apiPaths } from './paths';

/** What a form's captcha field shows and sends: the challenge's id, and the picture or the work to do. */
export type TCaptchaChallenge = {
  isShown: boolean;
  kind: TCaptchaKind;
  captchaId: string;
  image: string | null;
  work: TCaptchaResponse['work'];
  isLoading: boolean;
  /** A new challenge of the same kind (after a failed attempt, or a picture that cannot be read). */
  refresh: () => void;
  /** The picture, or proof of work in its place ("I can't see the picture"). */
  chooseKind: (kind: TCaptchaKind) => void;
};

const getCaptchaAt = (path: string, kind: TCaptchaKind) =>
  apiRequest<TCaptchaResponse>(kind === 'work' ? `${path}?kind=work` : path);

/** One form's challenge from `path`, asked only while `isEnabled`; the kind starts as the picture. */
export function useCaptchaAt(path: string, queryKey: readonly unknown[], isEnabled: boolean): TCaptchaChallenge {
  const [kind, chooseKind] = useState<TCaptchaKind>('picture');
  const captcha = useQuery({
    queryKey: [...queryKey, kind],
    queryFn: () => getCaptchaAt(path, kind),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    enabled: isEnabled,
  });
  return {
    // Shown while the first answer is on its way (the field's loader), hidden once the server says it is off.
    isShown: isEnabled && captcha.data?.enabled !== false,
    kind,
    captchaId: captcha.data?.captcha_id ?? '',
    image: captcha.data?.image ?? null,
    work: captcha.data?.work ?? null,
    isLoading: captcha.isFetching,
    refresh: () => void captcha.refetch(),
    chooseKind,
  };
}

/** The captcha of one form on a licence's site, when the site has it switched on. */
export const useCaptchaChallenge = (isEnabledForSite: boolean, form: string) =>
  useCaptchaAt(apiPaths.captcha, ['users', 'captcha', form], isEnabledForSite);
