/** disable-catalog (SPEC §4): the owner or content staff turn a catalog off; it answers the catalog so lists reload. */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentStatus } from '@izlog/contract/constants';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { recordHistory } from '../publishing/history';
import { catalogRef, dropPendingRevision } from '../publishing/revisions';
import { nextStatus } from '../publishing/status-machine';
import { updateCatalog } from './catalogs.queries';
import { findOwnedCatalog, present } from './save-catalog';

export async function disableCatalog(scope: TRequestScope, id: number): Promise<TCatalog> {
  const actor = requireSignedIn(scope.actor);
  const current = await findOwnedCatalog(scope, actor, id);
  const status = nextStatus(current.status as TContentStatus, 'disable', actor.role);
  const row = await scope.tenant.transaction(async (tx) => {
    const updated = await updateCatalog(tx, id, { status });
    // Whatever edit waited goes with it: nobody moderates a catalog that is turned off.
    await dropPendingRevision(tx, catalogRef(id));
    await recordHistory(tx, catalogRef(id), { action: 'disabled', status, actorId: actor.userId });
    return updated;
  });
  return present(scope, row);
}
