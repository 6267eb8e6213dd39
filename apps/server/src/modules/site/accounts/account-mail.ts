/** The mails of the account flows, in the language the user used; links land on the licence's own site. */
import type { TLanguage } from '@izlog/contract/constants';
import { formatMessage, type TMessageKey } from '@izlog/contract/messages';
import type { TAppDeps } from '../../../platform/deps';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { siteTitleOf, type TLicence } from '../../../platform/tenancy/licence-resolver';
import type { TUserRow } from './accounts.queries';

export const VALIDATION_TOKEN_HOURS = 72;
export const RESET_TOKEN_HOURS = 2;

/** An account an admin made without a password: its set-password link lives as long as a validation link. */
export const INVITATION_TOKEN_HOURS = VALIDATION_TOKEN_HOURS;

type TAccountMail = { path: string; subject: TMessageKey; body: TMessageKey; hours: number };

/** Where and how a mail is written: the licence, its own address, the language. From a request or from a job. */
export type TMailSite = {
  deps: Pick<TAppDeps, 'mailer'>;
  licence: Pick<TLicence, 'id' | 'siteName' | 'titleOfApp'>;
  siteUrl: string;
  language: TLanguage;
};

const VALIDATION_MAIL: TAccountMail = {
  path: '/validate-account',
  subject: 'mail_validate_subject',
  body: 'mail_validate_body',
  hours: VALIDATION_TOKEN_HOURS,
};
const RESET_MAIL: TAccountMail = {
  path: '/reset-password',
  subject: 'mail_reset_subject',
  body: 'mail_reset_body',
  hours: RESET_TOKEN_HOURS,
};

// The link of a password reset: setting the first password is setting a password.
const INVITATION_MAIL: TAccountMail = {
  path: '/reset-password',
  subject: 'mail_invite_subject',
  body: 'mail_invite_body',
  hours: INVITATION_TOKEN_HOURS,
};

async function sendTokenMail(site: TMailSite, user: TUserRow, token: string, mail: TAccountMail): Promise<void> {
  const link = new URL(mail.path, site.siteUrl);
  link.searchParams.set('email', user.email);
  link.searchParams.set('token', token);
  const params = {
    name: user.name ?? user.username,
    site: siteTitleOf(site.licence),
    link: link.toString(),
    hours: mail.hours,
  };
  await site.deps.mailer.send({
    licenceId: site.licence.id,
    to: user.email,
    subject: formatMessage(mail.subject, site.language, params),
    text: formatMessage(mail.body, site.language, params),
  });
}

/** The request's own licence, address and language (scope.siteUrl is the licence's own address, never the Host). */
const siteOfRequest = (scope: TRequestScope): TMailSite => ({
  deps: scope.deps,
  licence: scope.licence,
  siteUrl: scope.siteUrl,
  language: scope.language,
});

export const sendValidationMail = (scope: TRequestScope, user: TUserRow, token: string) =>
  sendTokenMail(siteOfRequest(scope), user, token, VALIDATION_MAIL);

/** Sent by the account-mail job only (decision 0048), never inside the request. */
export const sendResetMail = (site: TMailSite, user: TUserRow, token: string) =>
  sendTokenMail(site, user, token, RESET_MAIL);

export const sendInvitationMail = (scope: TRequestScope, user: TUserRow, token: string) =>
  sendTokenMail(siteOfRequest(scope), user, token, INVITATION_MAIL);
