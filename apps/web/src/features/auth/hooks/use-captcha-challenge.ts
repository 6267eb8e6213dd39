/** The registration captcha, when the site has it switched on; a failed attempt asks for a new picture. */
import { useCaptcha } from '../api/get-captcha';

export function useCaptchaChallenge(isEnabledForSite: boolean) {
  const captcha = useCaptcha(isEnabledForSite);
  return {
    isShown: isEnabledForSite && captcha.data?.enabled !== false,
    captchaId: captcha.data?.captcha_id ?? '',
    svg: captcha.data?.svg ?? null,
    isLoading: captcha.isFetching,
    refresh: () => void captcha.refetch(),
  };
}
