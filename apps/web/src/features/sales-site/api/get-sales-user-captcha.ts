/**
 * The sign-up form's captcha (GET /users/sales-user-captcha, the platform host's own): a picture or proof of work,
 * used once, so never cached past the form; after a failed attempt the form asks for a new one.
 */
import { useCaptchaAt } from '@/lib/captcha';
import { salesApiPaths } from '@/lib/platform-paths';
import { salesSiteKeys } from './sales-site-query-keys';

export const useSalesUserCaptcha = () => useCaptchaAt(salesApiPaths.salesUserCaptcha, salesSiteKeys.captcha, true);
