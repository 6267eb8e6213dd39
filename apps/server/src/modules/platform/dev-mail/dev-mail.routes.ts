/**
 * The developer's view of the mail outbox (DEV_MAIL_ENABLED): /dev/mail as a page, /dev/mail.json for tools, and a
 * mail's attachments.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../../platform/http/attachment-disposition';
import { notFound } from '../../../platform/http/errors';
import { isLocalCaller } from '../../../platform/http/local-caller';
import { listOutboxMails, outboxAttachment, renderOutboxPage } from './outbox';

const ZQuery = z.object({ to: z.string().max(255).optional() });
const ZAttachmentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  index: z.coerce.number().int().min(0).max(99),
});

/**
 * The dev-mail module, on every host; app.ts registers it only when DEV_MAIL_ENABLED is set (never beside SMTP_URL).
 * It holds every licence's mail, reset links included: with DEV_MAIL_ALLOW=loopback (the default) a caller not on this
 * machine gets the answer of a route that does not exist (decision 0048).
 */
export async function devMailModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'platform.devMail', host: 'any' } as const;

  if (app.deps.config.DEV_MAIL_ALLOW === 'loopback') {
    app.addHook('onRequest', async (request, reply) => {
      if (!isLocalCaller(request)) return reply.callNotFound();
    });
  }

  api.get('/dev/mail.json', { config, schema: { hide: true, querystring: ZQuery } }, (request) =>
    listOutboxMails(app.deps, request.query.to),
  );

  api.get('/dev/mail', { config, schema: { hide: true, querystring: ZQuery } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    return renderOutboxPage(app.deps, request.query.to);
  });

  api.get(
    '/dev/mail/:id/attachments/:index',
    { config, schema: { hide: true, params: ZAttachmentParams } },
    async (request, reply) => {
      const file = await outboxAttachment(app.deps, request.params.id, request.params.index);
      if (!file) throw notFound();
      return reply
        .type(file.content_type)
        .header('content-disposition', attachmentDisposition(file.file_name))
        .send(file.data);
    },
  );
}
