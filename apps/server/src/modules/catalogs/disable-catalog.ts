/** disable-catalog (SPEC §4): the owner or content staff turn a catalog off; it answers the catalog so lists reload. */
import type { TCatalog } from '@izlog/contract/catalogs';
import type { TContentStatus } from '@izlog/contract/constants';
import { requireSignedIn } from '../../platform/permissions/policy';
import { nextStatus } from '../contents/content-status';
import type { TCatalogContext } from './catalog-context';
import { updateCatalog } from './catalogs.queries';
import { findOwnedCatalog, present } from './save-catalog';

export async function disableCatalog(ctx: TCatalogContext, id: number): Promise<TCatalog> {
  const actor = requireSignedIn(ctx.actor);
  const current = await findOwnedCatalog(ctx, actor, id);
  const status = nextStatus(current.status as TContentStatus, 'disable', actor.role);
  return present(ctx, await updateCatalog(ctx.tenant, id, { status }));
}
