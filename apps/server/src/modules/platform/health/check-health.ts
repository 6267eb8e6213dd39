/** Whether the server can do its work: a real database round trip; 503 "database unavailable" when it fails. */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/http/errors';

export type TPing = () => Promise<void>;

export async function checkHealth(ping: TPing, log: FastifyBaseLogger): Promise<{ status: 'ok'; database: 'ok' }> {
  try {
    await ping();
  } catch (error) {
    log.error({ err: error }, 'health check: database unreachable');
    throw new AppError(503, 'database_unavailable');
  }
  return { status: 'ok', database: 'ok' };
}
