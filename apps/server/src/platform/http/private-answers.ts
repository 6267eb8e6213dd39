/**
 * Answers made for a signed-in user are nobody else's (issue 16): every API answer to a request that carried a token
 * says `Cache-Control: private, no-store`, so no shared cache, and no service worker following the header, keeps it.
 * A route that sets its own Cache-Control (a download, say) keeps it.
 */
import { API_BASE } from '@izlog/contract/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PRIVATE_ANSWER = 'private, no-store';

export const privateAnswers = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const isApi = request.url.startsWith(`${API_BASE}/`);
    const isSignedIn = request.headers.authorization !== undefined || request.actor?.kind !== 'anonymous';
    if (isApi && isSignedIn && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE_ANSWER);
    return payload;
  });
});
