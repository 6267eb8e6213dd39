/**
 * The developer's view of the mail outbox: the mails as JSON for tools, or as one readable page, each with its Reply-To
 * and attachments when it had them (platform/mail/outbox-extras.ts); an attachment downloads from
 * /dev/mail/<id>/attachments/<n>.
 */
import type { TAppDeps } from '../../../platform/deps';
import { readOutboxAttachment, readOutboxExtras } from '../../../platform/mail/outbox-extras';
import { escapeHtml } from '../../../platform/text/plain-text';
import { findOutboxMail, findOutboxMails } from './dev-mail.queries';

const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
const attachmentUrl = (mailId: number, index: number) => `/dev/mail/${mailId}/attachments/${index}`;

async function outboxMailsWithExtras(deps: TAppDeps, to: string | undefined) {
  const mails = await findOutboxMails(deps.platformDb, to);
  return Promise.all(
    mails.map(async (mail) => {
      const extras = await readOutboxExtras(deps.privateStorage, mail);
      const attachments = (extras?.attachments ?? []).map((file, index) => ({
        ...file,
        url: attachmentUrl(mail.id, index),
      }));
      return { mail, replyTo: extras?.reply_to ?? null, attachments };
    }),
  );
}

export async function listOutboxMails(deps: TAppDeps, to: string | undefined) {
  const mails = await outboxMailsWithExtras(deps, to);
  return mails.map(({ mail: m, replyTo, attachments }) => ({
    id: m.id,
    licence_id: m.licenceId,
    to: m.toAddress,
    reply_to: replyTo,
    subject: m.subject,
    text: m.textBody,
    attachments,
    created_at: m.createdAt.toISOString(),
  }));
}

/** An outbox mail's attachment with its bytes, or null. */
export async function outboxAttachment(deps: TAppDeps, mailId: number, index: number) {
  const mail = await findOutboxMail(deps.platformDb, mailId);
  return mail ? readOutboxAttachment(deps.privateStorage, mail, index) : null;
}

export async function renderOutboxPage(deps: TAppDeps, to: string | undefined): Promise<string> {
  const mails = await outboxMailsWithExtras(deps, to);
  const items = mails
    .map(({ mail: m, replyTo, attachments }) => {
      const reply = replyTo ? ` · Reply-To ${escapeHtml(replyTo)}` : '';
      const files = attachments.length
        ? `<ul class="attachments" aria-label="Attachments">${attachments
            .map(
              (file) =>
                `<li><a href="${file.url}" download>${escapeHtml(file.file_name)}</a> (${escapeHtml(file.content_type)}, ${file.size} bytes)</li>`,
            )
            .join('')}</ul>`
        : '';
      return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.toAddress)}${reply} · ${m.createdAt.toISOString()}</p><pre>${linkify(escapeHtml(m.textBody))}</pre>${files}</article>`;
    })
    .join('\n');
  const body = items || '<p>The outbox is empty.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Izlog outbox</title><style>body{font:15px system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head><body><h1>Mail outbox</h1>${body}</body></html>`;
}
