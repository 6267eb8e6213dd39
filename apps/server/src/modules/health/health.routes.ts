/** Liveness with a real database round trip, for load balancers and `npm start` checks. */

import { ZApiError } from '@izlog/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../platform/http/errors';

export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { permission: 'platform.health', host: 'any' },
      schema: {
        tags: ['Platform'],
        summary: 'Server and database health',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }), 503: ZApiError },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send(errorBody(503, 'database_unavailable', request.language));
      }
    },
  );
}
