/**
 * The mail a buyer gets once their site exists (issue 13): where it lives, where its back office is, and that they
 * sign in there with their Izlog e-mail and password — in the site's language.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { formatLongDate } from '@izlog/contract/long-date';
import { formatMessage } from '@izlog/contract/messages';
import type { TAppDeps } from '../../../platform/deps';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';

/** The back office's sign-in page of a site (the web's staff login route). */
export const ADMIN_LOGIN_PATH = '/admin-login';

/** The day in words, the month in Serbian's genitive (contract long-date.ts). */
const dateIn = (language: TLanguage, date: Date) => formatLongDate(date, language, 'Europe/Belgrade');

export async function sendLicenceReadyMail(
  deps: Pick<TAppDeps, 'config' | 'mailer'>,
  licence: TLicence,
  to: string,
  language: TLanguage,
): Promise<void> {
  const url = licenceSiteUrl(deps.config, licence.titleOfAppUnique);
  const params = {
    site: licence.titleOfApp,
    url,
    login: new URL(ADMIN_LOGIN_PATH, url).toString(),
    email: to,
    expires: licence.expiresAt ? dateIn(language, licence.expiresAt) : '—',
  };
  await deps.mailer.send({
    licenceId: licence.id,
    to,
    subject: formatMessage('mail_licence_ready_subject', language, params),
    text: formatMessage('mail_licence_ready_body', language, params),
  });
}
