/**
 * content-changes/{id} and catalog-changes/{id} (decision 0011): the approved version and the edit that waits, side
 * by side, for moderators — and for the author, whose edit form starts from the waiting version.
 */
import type { TCatalogChanges, TContentChanges } from '@izlog/contract/moderation';
import { forbidden, notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { mayActOn } from '../../../platform/permissions/ownership';
import { requireSignedIn, type TPermission } from '../../../platform/permissions/policy';
import type { TCatalogState } from '../catalogs/catalog-state';
import { catalogSubject } from '../catalogs/catalog-subject';
import { contentSubject } from '../contents/content-subject';
import type { TContentState } from '../contents/writes/content-state';
import { findPendingRevision, presentRevision } from '../publishing/revisions';
import { PUBLIC_STATUS } from '../publishing/status-machine';
import type { TItem } from '../publishing/subject';
import { changedFields, presentCatalogVersion, presentContentVersion } from './versions';

const anyContent = contentSubject();

/** Staff who see every status, or the author. Someone else's item is 403 when the public sees it, 404 otherwise. */
function assertMaySeeChanges(scope: TRequestScope, item: TItem, staff: TPermission) {
  if (mayActOn(requireSignedIn(scope.actor), staff, item)) return;
  throw item.status === PUBLIC_STATUS ? forbidden() : notFound();
}

export async function contentChanges(scope: TRequestScope, id: number): Promise<TContentChanges> {
  const row = await anyContent.find(scope.tenant, id);
  if (!row) throw notFound();
  assertMaySeeChanges(scope, row, 'contents.readAll');
  const pending = await findPendingRevision(scope.tenant, anyContent.ref(id));
  const live = (await anyContent.loadState(scope.tenant, id)) as TContentState;
  const previous = pending ? await presentContentVersion(scope.tenant, live) : null;
  const current = await presentContentVersion(scope.tenant, pending ? (pending.snapshot as TContentState) : live);
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

export async function catalogChanges(scope: TRequestScope, id: number): Promise<TCatalogChanges> {
  const row = await catalogSubject.find(scope.tenant, id);
  if (!row) throw notFound();
  assertMaySeeChanges(scope, row, 'catalogs.readAll');
  const pending = await findPendingRevision(scope.tenant, catalogSubject.ref(id));
  const live = (await catalogSubject.loadState(scope.tenant, id)) as TCatalogState;
  const previous = pending ? await presentCatalogVersion(scope.tenant, live) : null;
  const current = await presentCatalogVersion(scope.tenant, pending ? (pending.snapshot as TCatalogState) : live);
  return {
    id,
    status: row.status as TCatalogChanges['status'],
    pending_revision: pending ? presentRevision(pending) : null,
    previous,
    current,
    changed_fields: changedFields(previous, current),
  };
}
