/** The renewal reminder mail, in the licence's language: when the term ends, what happens then, where to renew. */
import { LANGUAGE_ID, type TLanguage } from '@izlog/contract/constants';
import { formatLongDate } from '@izlog/contract/long-date';
import { formatMessage } from '@izlog/contract/messages';
import { GRACE_PERIOD_DAYS } from '@izlog/contract/sales';
import type { TAppDeps } from '../../../platform/deps';
import { licenceSiteUrl, platformUrl } from '../../../platform/tenancy/site-url';
import { LICENCE_TIME_ZONE, type TLicenceDue } from './licence-schedule.queries';

const languageOf = (languageId: number): TLanguage => (languageId === LANGUAGE_ID.en ? 'en' : 'srp');

/** The day in words, the month in Serbian's genitive (contract long-date.ts). */
const dateIn = (language: TLanguage, date: Date) => formatLongDate(date, language, LICENCE_TIME_ZONE);

/** "today", "tomorrow", "in 7 days" (Serbian counts 21 with the singular). */
function whenIn(language: TLanguage, days: number): string {
  if (days <= 0) return formatMessage('renewal_when_today', language);
  if (days === 1) return formatMessage('renewal_when_tomorrow', language);
  const singular = days % 10 === 1 && days % 100 !== 11;
  return formatMessage(singular ? 'renewal_when_days_one' : 'renewal_when_days', language, { days });
}

/** Where the owner renews: the licence's page in the sales console (the web's platformLinks.consoleLicence). */
export const renewalLinkOf = (config: TAppDeps['config'], licenceId: number) =>
  `${platformUrl(config)}/console/licences/${licenceId}`;

export async function sendRenewalReminderMail(deps: Pick<TAppDeps, 'mailer' | 'config'>, licence: TLicenceDue) {
  const language = languageOf(licence.languageId);
  const when = whenIn(language, licence.daysLeft);
  const params = {
    name: licence.ownerName ?? licence.ownerEmail,
    site: licence.title,
    url: licenceSiteUrl(deps.config, licence.subdomain),
    date: dateIn(language, licence.expiresAt),
    when,
    grace: GRACE_PERIOD_DAYS,
    renew: renewalLinkOf(deps.config, licence.licenceId),
  };
  await deps.mailer.send({
    licenceId: licence.licenceId,
    to: licence.ownerEmail,
    subject: formatMessage('mail_renewal_reminder_subject', language, params),
    text: formatMessage('mail_renewal_reminder_body', language, params),
  });
}
