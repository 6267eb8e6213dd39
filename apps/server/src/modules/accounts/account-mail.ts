/** The mails of the account flows, in the language the user used; links land on the site's web pages. */
import { formatMessage, type TMessageKey } from '@izlog/contract/messages';
import type { TRequestScope } from '../../platform/http/request-scope';
import { siteTitleOf } from '../../platform/tenancy/licence-resolver';
import type { TUserRow } from './accounts.queries';

export const VALIDATION_TOKEN_HOURS = 72;
export const RESET_TOKEN_HOURS = 2;

/** An account an admin made without a password: its set-password link lives as long as a validation link. */
export const INVITATION_TOKEN_HOURS = VALIDATION_TOKEN_HOURS;

type TAccountMail = { path: string; subject: TMessageKey; body: TMessageKey; hours: number };

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

async function sendTokenMail(scope: TRequestScope, user: TUserRow, token: string, mail: TAccountMail): Promise<void> {
  const link = new URL(mail.path, scope.siteUrl);
  link.searchParams.set('email', user.email);
  link.searchParams.set('token', token);
  const params = {
    name: user.name ?? user.username,
    site: siteTitleOf(scope.licence),
    link: link.toString(),
    hours: mail.hours,
  };
  await scope.deps.mailer.send({
    licenceId: scope.licence.id,
    to: user.email,
    subject: formatMessage(mail.subject, scope.language, params),
    text: formatMessage(mail.body, scope.language, params),
  });
}

export const sendValidationMail = (scope: TRequestScope, user: TUserRow, token: string) =>
  sendTokenMail(scope, user, token, VALIDATION_MAIL);

export const sendResetMail = (scope: TRequestScope, user: TUserRow, token: string) =>
  sendTokenMail(scope, user, token, RESET_MAIL);

export const sendInvitationMail = (scope: TRequestScope, user: TUserRow, token: string) =>
  sendTokenMail(scope, user, token, INVITATION_MAIL);
