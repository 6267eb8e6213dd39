/**
 * The state of an edit is not built by a second copy of an item's update rules (decision 0011): the update itself
 * runs on the real rows inside a savepoint, the result is read as a state, and the savepoint is rolled back.
 */
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

/** Thrown inside the savepoint to roll it back while carrying the state out. */
class CapturedState<S> extends Error {
  constructor(readonly state: S) {
    super('captured');
  }
}

export async function captureInSavepoint<S>(
  tx: TenantDb,
  write: (savepoint: TenantDb) => Promise<void>,
  read: (savepoint: TenantDb) => Promise<S>,
): Promise<S> {
  try {
    await tx.transaction(async (savepoint) => {
      await write(savepoint);
      throw new CapturedState(await read(savepoint));
    });
  } catch (error) {
    if (error instanceof CapturedState) return error.state as S;
    throw error;
  }
  throw new Error('unreachable: the savepoint always ends by throwing');
}
