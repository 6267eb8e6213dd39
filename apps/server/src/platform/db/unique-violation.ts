/**
 * Writes that race for a unique value (a slug, an e-mail): the database's unique index decides. One home for
 * recognising that refusal, and for the two answers to it: run again (a slug can move to the next free one), or 409.
 */
import { AppError } from '../http/errors';

const UNIQUE_VIOLATION = '23505';
const RACE_ATTEMPTS = 5;

/** Whether `error` is PostgreSQL's unique-index refusal (bare, or wrapped by Drizzle as its cause). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}

/** Runs `work` (a whole transaction) again when it lost a race for a unique slug; after a few losses, a 409. */
export async function retryOnUniqueRace<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= RACE_ATTEMPTS) throw new AppError(409, 'conflict');
    }
  }
}
