/**
 * An author's catalogs as a whole, for the users module deleting an account (issue 12, decision 0023): counted,
 * given to another author, or turned off as disable-catalog does (status deleted, the waiting edit dropped, the
 * history saying who did it). Deleted catalogs are not touched. Callers pass their transaction.
 */
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { recordHistory } from '../publishing/history';
import { catalogRef, dropPendingRevision } from '../publishing/revisions';
import { countLiveCatalogs, reassignLiveCatalogs, turnOffLiveCatalogs } from './author-catalogs.queries';

export const countAuthorCatalogs = (tdb: TenantDb, authorId: number) => countLiveCatalogs(tdb, authorId);

export const transferAuthorCatalogs = (tx: TenantDb, fromId: number, toId: number) =>
  reassignLiveCatalogs(tx, fromId, toId);

export async function withdrawAuthorCatalogs(tx: TenantDb, authorId: number, actorId: number): Promise<number> {
  const ids = await turnOffLiveCatalogs(tx, authorId);
  for (const id of ids) {
    await dropPendingRevision(tx, catalogRef(id));
    await recordHistory(tx, catalogRef(id), { action: 'disabled', status: 'deleted', actorId });
  }
  return ids.length;
}
