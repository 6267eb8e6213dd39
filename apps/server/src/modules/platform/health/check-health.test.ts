/** The health check answers ok after a database round trip, and 503 "database unavailable" when it fails. */
import { expect, it, vi } from 'vitest';
import { AppError } from '../../../platform/http/errors';
import { checkHealth } from './check-health';

const log = { error: vi.fn() } as unknown as Parameters<typeof checkHealth>[1];

it('answers ok when the database answers', async () => {
  await expect(checkHealth(async () => {}, log)).resolves.toEqual({ status: 'ok', database: 'ok' });
});

it('answers 503 database_unavailable and logs the cause when the database does not answer', async () => {
  const failure = new Error('connection refused');
  const answer = checkHealth(async () => Promise.reject(failure), log);
  await expect(answer).rejects.toBeInstanceOf(AppError);
  await expect(answer).rejects.toMatchObject({ status: 503, key: 'database_unavailable' });
  expect(log.error).toHaveBeenCalledWith({ err: failure }, 'health check: database unreachable');
});
