/**
 * The mail a contact form sends (SPEC §2 "Contact form"): to the service's address, in the site's language (its staff
 * read it), answering to the visitor (Reply-To), with the attachment under its checked name and type.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TMail, TMailAttachment } from '../../../platform/mail/mailer';
import { formatBelgradeTime } from '../../../platform/payments/belgrade-time';
import { withoutControlCharacters } from '../../../platform/text/plain-text';
import type { TContactServiceRow, TContactSubmissionRow } from './contact-services.queries';

const TEXT = {
  srp: {
    subject: (site: string, service: string, from: string) => `[${site}] ${service}: poruka od ${from}`,
    intro: (site: string, url: string, service: string) =>
      `Nova poruka sa kontakt forme sajta ${site} (${url}) za službu „${service}“.`,
    from: 'Od',
    sent: 'Poslato',
    attachment: 'Prilog',
    reply: 'Odgovorite na ovaj mejl i odgovor ide pošiljaocu.',
  },
  en: {
    subject: (site: string, service: string, from: string) => `[${site}] ${service}: a message from ${from}`,
    intro: (site: string, url: string, service: string) =>
      `A new message from the contact form of ${site} (${url}) for the service "${service}".`,
    from: 'From',
    sent: 'Sent',
    attachment: 'Attachment',
    reply: 'Reply to this mail and the answer goes to the sender.',
  },
} as const;

/** A subject is one line: what a visitor typed cannot add headers or lines to it. */
const oneLine = (text: string) => withoutControlCharacters(text, ' ').trim();

const readableSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function composeContactMail(
  context: { licenceId: number; siteName: string; siteUrl: string; language: TLanguage },
  service: TContactServiceRow,
  submission: TContactSubmissionRow,
  attachment: TMailAttachment | null,
): TMail {
  const t = TEXT[context.language];
  const sender = submission.senderName
    ? `${submission.senderName} <${submission.submittedBy}>`
    : submission.submittedBy;
  const lines = [
    t.intro(context.siteName, context.siteUrl, service.serviceName),
    '',
    `${t.from}: ${sender}`,
    `${t.sent}: ${formatBelgradeTime(submission.createdAt)} (Europe/Belgrade)`,
    ...(attachment ? [`${t.attachment}: ${attachment.filename} (${readableSize(attachment.content.length)})`] : []),
    '',
    submission.message,
    '',
    '—',
    t.reply,
  ];
  return {
    licenceId: context.licenceId,
    to: service.email,
    replyTo: submission.submittedBy,
    subject: oneLine(t.subject(context.siteName, service.serviceName, submission.senderName ?? submission.submittedBy)),
    text: lines.join('\n'),
    ...(attachment ? { attachments: [attachment] } : {}),
  };
}
