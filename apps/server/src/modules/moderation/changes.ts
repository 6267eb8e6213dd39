/**
 * content-changes/{id} and catalog-changes/{id} (decision 0011): the approved version and the edit that waits, side
 * by side, for moderators — and for the author, whose edit form starts from the waiting version.
 */
import type { TCatalogChanges, TContentChanges } from '@izlog/contract/moderation';
import { forbidden, notFound } from '../../platform/http/errors';
import { can, requireSignedIn, type TPermission } from '../../platform/permissions/policy';
import { findCatalog } from '../catalogs/catalogs.queries';
import { PUBLIC_STATUS } from '../contents/content-status';
import { findContentRow } from '../contents/contents.queries';
import { loadCatalogState, type TCatalogState } from './catalog-state.queries';
import { loadContentState, type TContentState } from './content-state.queries';
import type { TModerationContext } from './moderation-context';
import { catalogRef, contentRef, findPendingRevision, presentRevision } from './revisions.queries';
import { changedFields, presentCatalogVersion, presentContentVersion } from './versions';

/** Staff who see every status, or the author. Someone else's item is 403 when the public sees it, 404 otherwise. */
function assertMaySeeChanges(ctx: TModerationContext, item: { authorId: number; status: string }, staff: TPermission) {
  const actor = requireSignedIn(ctx.actor);
  if (actor.userId === item.authorId || can(actor, staff)) return;
  throw item.status === PUBLIC_STATUS ? forbidden() : notFound();
}

export async function contentChanges(ctx: TModerationContext, id: number): Promise<TContentChanges> {
  const row = await findContentRow(ctx.tenant, id);
  if (!row) throw notFound();
  assertMaySeeChanges(ctx, row, 'contents.readAll');
  const pending = await findPendingRevision(ctx.tenant, contentRef(id));
  const live = (await loadContentState(ctx.tenant, id))!;
  const previous = pending ? await presentContentVersion(ctx.tenant, live) : null;
  const current = await presentContentVersion(ctx.tenant, pending ? (pending.snapshot as TContentState) : live);
  return {
    id,
    content_type_id: row.contentTypeId,
    status: row.status as TContentChanges['status'],
    pending_revision: pending ? presentRevision(pending) : null,
    previous,
    current,
    changed_fields: changedFields(previous, current),
  };
}

export async function catalogChanges(ctx: TModerationContext, id: number): Promise<TCatalogChanges> {
  const row = await findCatalog(ctx.tenant, id);
  if (!row) throw notFound();
  assertMaySeeChanges(ctx, row, 'catalogs.readAll');
  const pending = await findPendingRevision(ctx.tenant, catalogRef(id));
  const live = (await loadCatalogState(ctx.tenant, id))!;
  const previous = pending ? await presentCatalogVersion(ctx.tenant, live) : null;
  const current = await presentCatalogVersion(ctx.tenant, pending ? (pending.snapshot as TCatalogState) : live);
  return {
    id,
    status: row.status as TCatalogChanges['status'],
    pending_revision: pending ? presentRevision(pending) : null,
    previous,
    current,
    changed_fields: changedFields(previous, current),
  };
}
