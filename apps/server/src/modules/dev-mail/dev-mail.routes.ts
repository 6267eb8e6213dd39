/** The developer's view of the mail outbox (DEV_MAIL_ENABLED): /dev/mail as a page, /dev/mail.json for tools. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/text/plain-text';

const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const ZQuery = z.object({ to: z.string().max(255).optional() });

export async function devMailRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'platform.devMail', host: 'any' } as const;

  api.get('/dev/mail.json', { config, schema: { hide: true, querystring: ZQuery } }, async (request) => {
    const mails = await listOutbox(app.deps.platformDb, request.query.to);
    return mails.map((m) => ({
      id: m.id,
      licence_id: m.licenceId,
      to: m.toAddress,
      subject: m.subject,
      text: m.textBody,
      created_at: m.createdAt.toISOString(),
    }));
  });

  api.get('/dev/mail', { config, schema: { hide: true, querystring: ZQuery } }, async (request, reply) => {
    const mails = await listOutbox(app.deps.platformDb, request.query.to);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()}</p><pre>${linkify(escapeHtml(m.textBody))}</pre></article>`,
      )
      .join('\n');
    const body = items || '<p>The outbox is empty.</p>';
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Izlog outbox</title><style>body{font:15px system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head><body><h1>Mail outbox</h1>${body}</body></html>`;
  });
}
