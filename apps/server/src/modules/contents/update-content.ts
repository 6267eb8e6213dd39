/**
 * The update-* calls of the table in content-calls.ts. An update sends the whole form (SPEC §5: empty optional
 * fields are skipped, so a missing price means "on request" and a missing discount 0); the main image, the gallery
 * (old_gallery) and the relation lists (attribute_values, locations, catalogs) stay as they are unless sent.
 * A client's or front user's edit of approved content does not go live: the same write is captured as a pending
 * revision and the approved version stays public until a moderator decides (decision 0011).
 */

import type { TContent } from '@izlog/contract/contents';
import { retryOnUniqueRace } from '../../platform/db/unique-violation';
import { AppError, notFound } from '../../platform/http/errors';
import type { TRequestScope } from '../../platform/http/request-scope';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { recordHistory, saveAction } from '../publishing/history';
import { contentRef, findPendingRevision } from '../publishing/revisions';
import { editWaitsAsRevision, nextStatus, workingStatus } from '../publishing/status-machine';
import { submitRevision } from '../publishing/submit-revision';
import { tagContent } from '../tags/tag-content';
import { assertMayChange } from './content-access';
import type { TContentCall } from './content-calls';
import { checkContentForm, type TContentForm } from './content-input';
import { applyGallery, storePictures } from './content-media';
import { refreshContentSearchText } from './content-search-text';
import type { TContentState } from './content-state';
import { applyContentState, captureContentState } from './content-state.queries';
import { contentSlug, replaceRelations, updateContentRow } from './content-writes.queries';
import { findContentRow } from './contents.queries';
import { getContent } from './get-content';

export async function updateContent(
  scope: TRequestScope,
  call: TContentCall,
  id: number,
  form: TContentForm,
): Promise<TContent> {
  const existing = await findContentRow(scope.tenant, id, call.contentTypeId);
  if (!existing) throw notFound();
  const actor = assertMayChange(scope.actor, existing);
  const pending = await findPendingRevision(scope.tenant, contentRef(id));
  const event = call.event ?? 'saveDraft';
  const from = workingStatus(existing.status, pending?.status);
  const status = nextStatus(from, event, actor.role);
  const asRevision = editWaitsAsRevision(existing.status, status);
  // Staff publish directly; over an author's waiting edit that would silently drop it, so it is decided first.
  if (pending && !asRevision) throw new AppError(409, 'revision_pending');
  const pendingState = pending?.snapshot as TContentState | undefined;
  const base = pendingState ? { ...existing, ...pendingState.values } : existing;
  const checked = await checkContentForm(scope, actor, call, form, base);
  const pictures = await storePictures(scope, actor, form);
  const action = saveAction(from, event);

  /** The form's changes to the rows: written live, or run in a savepoint to capture a pending revision. */
  const write = async (tx: TenantDb) => {
    // Until it is first published a content may still change its address with its title; after that it is stable.
    const isRenamedUnpublished = existing.publishedAt === null && checked.values.title !== existing.title;
    await updateContentRow(tx, id, {
      ...checked.values,
      ...(isRenamedUnpublished ? { slug: await contentSlug(tx, call.contentTypeId, checked.values.title, id) } : {}),
      ...(pictures.main ? { image: pictures.main.url, stockImage: pictures.main.stockLocation } : {}),
      status,
      publishedAt: existing.publishedAt ?? (status === 'approved' ? new Date() : null),
      // A remark stays while the author still works on a draft and goes once the item is sent again.
      ...(event === 'publish' ? { remarkRequestForEdit: null } : {}),
    });
    await applyGallery(tx, id, {
      keepIds: form.old_gallery,
      images: pictures.gallery,
      videoLinks: checked.videoLinks,
      order: form.gallery_order,
    });
    await tagContent(tx, id, checked.tagNames);
    await replaceRelations(tx, id, checked.relations);
    await refreshContentSearchText(tx, { contentIds: [id] });
  };

  await retryOnUniqueRace(() =>
    scope.tenant.transaction(async (tx) => {
      if (!asRevision) {
        await write(tx);
        await recordHistory(tx, contentRef(id), { action, status, actorId: actor.userId });
        return;
      }
      await submitRevision(tx, contentRef(id), {
        pending,
        status,
        event,
        submittedBy: actor.userId,
        action,
        capture: (outer) =>
          captureContentState(outer, id, async (savepoint) => {
            // An edit of what already waits starts from the waiting version.
            if (pendingState) await applyContentState(savepoint, id, pendingState);
            await write(savepoint);
          }),
      });
    }),
  );
  return getContent(scope, id);
}
