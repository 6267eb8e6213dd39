/** disable-catalog (SPEC §4): the owner or content staff turn a catalog off; it answers the catalog so lists reload. */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentStatus } from '@izlog/contract/constants';
import { requireSignedIn } from '../../platform/permissions/policy';
import { nextStatus } from '../contents/content-status';
import { recordHistory } from '../moderation/history.queries';
import { catalogRef, dropPendingRevision } from '../moderation/revisions.queries';
import type { TCatalogContext } from './catalog-context';
import { updateCatalog } from './catalogs.queries';
import { findOwnedCatalog, present } from './save-catalog';

export async function disableCatalog(ctx: TCatalogContext, id: number): Promise<TCatalog> {
  const actor = requireSignedIn(ctx.actor);
  const current = await findOwnedCatalog(ctx, actor, id);
  const status = nextStatus(current.status as TContentStatus, 'disable', actor.role);
  const row = await ctx.tenant.transaction(async (tx) => {
    const updated = await updateCatalog(tx, id, { status });
    // Whatever edit waited goes with it: nobody moderates a catalog that is turned off.
    await dropPendingRevision(tx, catalogRef(id));
    await recordHistory(tx, catalogRef(id), { action: 'disabled', status, actorId: actor.userId });
    return updated;
  });
  return present(ctx, row);
}
