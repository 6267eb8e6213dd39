/**
 * How a gateway callback is answered: a browser's form post (the bank's page hands the buyer back) goes on to the
 * result page with a 303, an API caller gets JSON. A refused callback is a 400 either way: JSON for API callers, a
 * short page for a browser saying nothing was changed, with a way to the result page when the attempt is known.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import type { TGatewayCallbackAnswer, TPaymentStatus } from '@izlog/contract/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../../platform/http/errors';
import { escapeHtml } from '../../../platform/payments/sandbox-page';
import { platformUrl } from '../../../platform/tenancy/site-url';
import type { TCallbackAnswer } from './gateway-callback';
import { resultPageUrl } from './start-payment';
import { outcomeOf } from './transaction.presenter';

/** A browser's form post, as opposed to a server or script asking for JSON. */
function isBrowserFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const accept = request.headers.accept ?? '';
  return (
    (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) &&
    accept.includes('text/html')
  );
}

const REFUSED_PAGE = {
  srp: {
    lang: 'sr-Latn',
    title: 'Plaćanje nije potvrđeno',
    result: 'Pogledajte stanje plaćanja',
    home: 'Na početnu stranu',
  },
  en: {
    lang: 'en',
    title: 'The payment was not confirmed',
    result: 'See the payment’s status',
    home: 'Go to the home page',
  },
} as const;

function refusedPage(language: TLanguage, message: string, link: { href: string; text: string }): string {
  const t = REFUSED_PAGE[language];
  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}a{color:#364fc7}a:focus{outline:3px solid #1c7ed6;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p></main></body></html>`;
}

export function answerCallback(request: FastifyRequest, reply: FastifyReply, answer: TCallbackAnswer) {
  const deps = request.server.deps;
  if (answer.kind === 'refused') {
    const message = formatMessage('payment_callback_refused', request.language, { reason: answer.reason });
    if (isBrowserFormPost(request)) {
      const t = REFUSED_PAGE[request.language];
      const link =
        answer.transactionId !== null
          ? { href: resultPageUrl(deps, answer.transactionId), text: t.result }
          : { href: platformUrl(deps.config), text: t.home };
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(refusedPage(request.language, message, link));
    }
    return reply
      .code(400)
      .send({ ...errorBody(400, 'payment_callback_refused', request.language, { reason: answer.reason }) });
  }
  const resultUrl = resultPageUrl(deps, answer.transaction.id);
  if (isBrowserFormPost(request)) return reply.code(303).header('location', resultUrl).send();
  const status = answer.transaction.status as TPaymentStatus;
  const body: TGatewayCallbackAnswer = {
    transaction_id: answer.transaction.id,
    status,
    outcome: outcomeOf(status),
    result_url: resultUrl,
  };
  return reply.code(200).send(body);
}

answerCallback.notConfigured = (request: FastifyRequest) =>
  errorBody(404, 'payment_gateway_not_configured', request.language);
