/** The developer's view of the mail outbox: the mails as JSON for tools, or as one readable page. */
import type { TAppDeps } from '../../platform/deps';
import { escapeHtml } from '../../platform/text/plain-text';
import { findOutboxMails } from './dev-mail.queries';

const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export async function listOutboxMails(deps: TAppDeps, to: string | undefined) {
  const mails = await findOutboxMails(deps.platformDb, to);
  return mails.map((m) => ({
    id: m.id,
    licence_id: m.licenceId,
    to: m.toAddress,
    subject: m.subject,
    text: m.textBody,
    created_at: m.createdAt.toISOString(),
  }));
}

export async function renderOutboxPage(deps: TAppDeps, to: string | undefined): Promise<string> {
  const mails = await findOutboxMails(deps.platformDb, to);
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()}</p><pre>${linkify(escapeHtml(m.textBody))}</pre></article>`,
    )
    .join('\n');
  const body = items || '<p>The outbox is empty.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Izlog outbox</title><style>body{font:15px system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head><body><h1>Mail outbox</h1>${body}</body></html>`;
}
