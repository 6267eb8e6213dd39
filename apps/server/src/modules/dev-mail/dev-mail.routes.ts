/** The developer's view of the mail outbox (DEV_MAIL_ENABLED): /dev/mail as a page, /dev/mail.json for tools. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMails, renderOutboxPage } from './outbox';

const ZQuery = z.object({ to: z.string().max(255).optional() });

/** The dev-mail module, on every host; app.ts registers it only when DEV_MAIL_ENABLED is set. */
export async function devMailModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'platform.devMail', host: 'any' } as const;

  api.get('/dev/mail.json', { config, schema: { hide: true, querystring: ZQuery } }, (request) =>
    listOutboxMails(app.deps, request.query.to),
  );

  api.get('/dev/mail', { config, schema: { hide: true, querystring: ZQuery } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    return renderOutboxPage(app.deps, request.query.to);
  });
}
