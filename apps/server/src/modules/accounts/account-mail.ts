/** The mails of the account flows, in the language the user used; links land on the site's web pages. */
import { formatMessage } from '@izlog/contract/messages';
import type { TAccountContext } from './account-context';
import type { TUserRow } from './accounts.queries';

export const VALIDATION_TOKEN_HOURS = 72;
export const RESET_TOKEN_HOURS = 2;

function link(ctx: TAccountContext, path: string, email: string, token: string): string {
  const url = new URL(path, ctx.siteUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function sendValidationMail(ctx: TAccountContext, user: TUserRow, token: string): Promise<void> {
  const params = {
    name: user.name ?? user.username,
    site: ctx.licence.titleOfApp,
    link: link(ctx, '/validate-account', user.email, token),
    hours: VALIDATION_TOKEN_HOURS,
  };
  await ctx.deps.mailer.send({
    licenceId: ctx.licence.id,
    to: user.email,
    subject: formatMessage('mail_validate_subject', ctx.language, params),
    text: formatMessage('mail_validate_body', ctx.language, params),
  });
}

export async function sendResetMail(ctx: TAccountContext, user: TUserRow, token: string): Promise<void> {
  const params = {
    name: user.name ?? user.username,
    site: ctx.licence.titleOfApp,
    link: link(ctx, '/reset-password', user.email, token),
    hours: RESET_TOKEN_HOURS,
  };
  await ctx.deps.mailer.send({
    licenceId: ctx.licence.id,
    to: user.email,
    subject: formatMessage('mail_reset_subject', ctx.language, params),
    text: formatMessage('mail_reset_body', ctx.language, params),
  });
}
