/**
 * POST /users/send-mail-to-licence-user (SPEC §7): an admin writes to a user through the mail interface, as plain
 * text with a footer saying who sent it. The audit log keeps the subject, not the text: the log is read by every
 * admin, the message was meant for one user.
 *
 * The mail is sent first and the entry written after, in its own transaction, not both in one: the mail interface
 * (platform/mail) takes no transaction — SMTP, what a real site uses, cannot take part in one, and the outbox (a
 * developer's stand-in) writes through the platform database, not the licence's transaction. Sending inside the
 * entry's transaction instead would hold it, and a pooled connection, open for as long as the SMTP server takes
 * (nodemailer waits minutes before giving up). So a mail that could not be sent leaves no entry, and the one gap left
 * is an entry that fails after its mail went: the admin then sees an error for a mail the user did get.
 */
import { formatMessage } from '@izlog/contract/messages';
import type { TSendMailToUserRequest } from '@izlog/contract/user-admin';
import { AppError, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { siteTitleOf } from '../../../platform/tenancy/licence-resolver';
import { auditActorOf, recordAudit } from '../audit/record-audit';
import { findUser } from './users.queries';

export async function sendMailToUser(scope: TRequestScope, input: TSendMailToUserRequest) {
  const actor = requireSignedIn(scope.actor);
  const user = await findUser(scope.tenant, input.id);
  if (!user) throw notFound();
  if (user.status === 'deleted') throw new AppError(409, 'user_already_deleted');
  const footer = formatMessage('mail_admin_message_footer', scope.language, { site: siteTitleOf(scope.licence) });
  // Sent before the entry is written: a mail that could not be sent leaves no entry saying it was.
  await scope.deps.mailer.send({
    licenceId: scope.licence.id,
    to: user.email,
    subject: input.subject,
    text: `${input.text}\n\n-- \n${footer}`,
  });
  await scope.tenant.transaction(async (tx) =>
    recordAudit(tx, await auditActorOf(tx, actor), {
      action: 'user.mail',
      subjectType: 'user',
      subjectId: user.id,
      subjectLabel: user.username,
      before: null,
      after: { subject: input.subject, to: user.email },
    }),
  );
  return { message: formatMessage('mail_sent', scope.language) };
}
