/** Liveness with a real database round trip, for load balancers and `npm start` checks. */
import { ZApiError } from '@izlog/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkHealth, type TPing } from './check-health';

/** The health module: GET /health on every host. */
export async function healthModule(app: FastifyInstance, { ping }: { ping: TPing }) {
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
    (request) => checkHealth(ping, request.log),
  );
}
