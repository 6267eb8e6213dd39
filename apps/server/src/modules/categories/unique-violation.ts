/** Two writes racing for one slug: the database's unique index decides, and the loser gets a 409, never a 500. */
import { AppError } from '../../platform/http/errors';

const UNIQUE_VIOLATION = '23505';

export async function conflictOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION) throw new AppError(409, 'conflict');
    throw error;
  }
}
