/**
 * The sandbox gateway's hosted card page on the platform host, outside the API (it stands for a bank's page):
 * GET shows the card form, POST takes a test card (or the cancel button) and hands the signed result back to Izlog's
 * callback through the browser. Registered only while PAYMENT_GATEWAY=sandbox. Its permission is the callback's:
 * the page's token carries its own proof.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readCardForm, SANDBOX_PAGE_PREFIX, type SandboxGateway } from '../../../platform/payments/sandbox';
import {
  cardPage,
  problemPage,
  RETURN_SCRIPT,
  returnPage,
  sandboxText,
  type TCardErrors,
} from '../../../platform/payments/sandbox-page';
import { platformUrl } from '../../../platform/tenancy/site-url';

const config = { permission: 'payments.callback', host: 'platform' } as const;
/** The page's session travels in the query (it is longer than a path parameter may be). */
const zPageQuery = z.object({ session: z.string().max(3000).default(''), lang: z.enum(['sr', 'en']).optional() });
const schema = { hide: true, querystring: zPageQuery };
const RETURN_SCRIPT_PATH = `${SANDBOX_PAGE_PREFIX}/return.js`;

const html = (reply: FastifyReply, status: number, body: string) =>
  // The page holds a payment in progress: never cached, never framed by another site.
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

export async function sandboxGatewayPages(app: FastifyInstance, { gateway }: { gateway: SandboxGateway }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const home = platformUrl(app.deps.config);
  const languageOf = (sessionLanguage: TLanguage, query: { lang?: 'sr' | 'en' | undefined }): TLanguage =>
    query.lang === 'en' ? 'en' : query.lang === 'sr' ? 'srp' : sessionLanguage;

  api.get(`${SANDBOX_PAGE_PREFIX}/pay`, { config, schema }, (request, reply) => {
    const read = gateway.readSession(request.query.session);
    if ('problem' in read) {
      return html(reply, read.problem === 'expired' ? 410 : 404, problemPage(request.language, read.problem, home));
    }
    const language = languageOf(read.session.lang, request.query);
    const other = `?${new URLSearchParams({ session: request.query.session, lang: language === 'srp' ? 'en' : 'sr' })}`;
    return html(reply, 200, cardPage(language, read.session, gateway.merchantName, undefined, {}, other));
  });

  api.post(
    `${SANDBOX_PAGE_PREFIX}/pay`,
    { config, schema: { ...schema, body: z.record(z.string(), z.unknown()).optional() } },
    (request, reply) => {
      const read = gateway.readSession(request.query.session);
      if ('problem' in read) {
        return html(reply, read.problem === 'expired' ? 410 : 404, problemPage(request.language, read.problem, home));
      }
      const { session } = read;
      const language = languageOf(session.lang, request.query);
      const body = request.body ?? {};
      const returnTo = (
        outcome: 'approved' | 'declined' | 'canceled',
        card: Parameters<SandboxGateway['callbackFields']>[2],
      ) =>
        html(
          reply,
          200,
          returnPage(
            language,
            outcome,
            outcome === 'approved' ? session.okUrl : session.failUrl,
            gateway.callbackFields(session, outcome, card),
            RETURN_SCRIPT_PATH,
          ),
        );
      if (body.action === 'cancel') return returnTo('canceled', null);

      const { form, problems, card } = readCardForm(body, new Date());
      if (Object.keys(problems).length > 0 || !card) {
        const t = sandboxText(language);
        const errors: TCardErrors = Object.fromEntries(
          Object.entries(problems).map(([name, problem]) => [
            name,
            problem === 'unknownCard' ? t.errors.unknownCard : t.errors[name as keyof TCardErrors],
          ]),
        );
        return html(reply, 422, cardPage(language, session, gateway.merchantName, form, errors));
      }
      return returnTo(card.outcome, card);
    },
  );

  api.get(RETURN_SCRIPT_PATH, { config, schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(RETURN_SCRIPT),
  );
}
