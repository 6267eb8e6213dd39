/**
 * The update-* calls of the table in content-calls.ts. A field the call does not send keeps its value (decision
 * 0050): the sent fields are laid over the stored ones (or over the waiting edit's) and the whole form is checked as
 * before, so a price left out stays (sent empty it is "on request") and a discount left out stays (sent empty it is
 * 0). Tags, the main image, the gallery (old_gallery) and the relation lists (attribute_values, locations, catalogs)
 * stay as they are unless sent; a list sent as one empty entry is emptied.
 * A client's or front user's edit of approved content does not go live: the same write is captured as a pending
 * revision and the approved version stays public until a moderator decides (decision 0011).
 */

import { CONTENT_TYPE, DISCOUNT_TYPE } from '@izlog/contract/constants';
import { minorUnitsToPrice, type TContent, ZContentWriteRequest, ZProductWriteRequest } from '@izlog/contract/contents';
import { retryOnUniqueRace } from '../../../../platform/db/unique-violation';
import { AppError, notFound } from '../../../../platform/http/errors';
import { completeForm } from '../../../../platform/http/partial-update';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { recordHistory, saveAction } from '../../publishing/history';
import { contentRef, findPendingRevision } from '../../publishing/revisions';
import { editWaitsAsRevision, nextStatus, workingStatus } from '../../publishing/status-machine';
import { submitRevision } from '../../publishing/submit-revision';
import { tagContent } from '../../tags/tag-content';
import { assertMayChange } from '../content-access';
import { findContentRow } from '../contents.queries';
import { applyGallery, storePictures } from '../media/content-media';
import { getContent } from '../reads/get-content';
import { refreshContentSearchText } from '../search/content-search-text';
import type { TContentCall } from './content-calls';
import { checkContentForm, type TContentForm, type TContentSent } from './content-input';
import type { TContentState, TContentValuesState } from './content-state';
import { applyContentState, captureContentState } from './content-state.queries';
import { contentSlug, replaceRelations, updateContentRow } from './content-writes.queries';

/** The fields a content keeps between saves, as the form names them; the rest of a form is an action (add these). */
const STORED_FIELDS = {
  title: true,
  content_text: true,
  description: true,
  category_id: true,
  comments_allowed: true,
  gallery_position: true,
} as const;
const STORED_PRODUCT_FIELDS = {
  ...STORED_FIELDS,
  price: true,
  currency_id: true,
  discount: true,
  discount_type: true,
} as const;

/** A discount as the form types it: a whole percentage, or an amount in whole units. */
function storedDiscount(values: TContentValuesState): string {
  if (values.discountType === DISCOUNT_TYPE.amount) return String(minorUnitsToPrice(values.discount));
  return String(values.discount);
}

/** The sent form laid over the stored values: a field not sent keeps its value, one sent empty is emptied. */
function formOverStored(call: TContentCall, stored: TContentValuesState, sent: TContentSent): TContentForm {
  const isProduct = call.contentTypeId === CONTENT_TYPE.product;
  const fields = isProduct
    ? ZProductWriteRequest.pick(STORED_PRODUCT_FIELDS)
    : ZContentWriteRequest.pick(STORED_FIELDS);
  const storedForm: Record<string, unknown> = {
    title: stored.title,
    content_text: stored.contentText,
    description: stored.description,
    category_id: stored.categoryId,
    comments_allowed: stored.commentsAllowed,
    gallery_position: stored.galleryPosition,
    ...(isProduct
      ? {
          price: stored.price === null ? null : String(minorUnitsToPrice(stored.price)),
          currency_id: stored.currencyId,
          discount: storedDiscount(stored),
          discount_type: stored.discountType,
        }
      : {}),
  };
  const sentStored = Object.fromEntries(Object.entries(sent).filter(([field]) => field in fields.shape));
  return { ...sent, ...completeForm(fields, storedForm, sentStored) } as TContentForm;
}

export async function updateContent(
  scope: TRequestScope,
  call: TContentCall,
  id: number,
  sent: TContentSent,
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
  const form = formOverStored(call, base, sent);
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
    if (checked.tagNames) await tagContent(tx, id, checked.tagNames);
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
