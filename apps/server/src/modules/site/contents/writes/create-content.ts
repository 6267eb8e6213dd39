/** The create-* calls of the table in content-calls.ts: check the form, store pictures, write it all at once. */
import type { TContent } from '@izlog/contract/contents';
import { retryOnUniqueRace } from '../../../../platform/db/unique-violation';
import type { TRequestScope } from '../../../../platform/http/request-scope';
import { requireSignedIn } from '../../../../platform/permissions/policy';
import { recordHistory } from '../../publishing/history';
import { contentRef } from '../../publishing/revisions';
import { nextStatus } from '../../publishing/status-machine';
import { tagContent } from '../../tags/tag-content';
import { applyGallery, storePictures } from '../media/content-media';
import { getContent } from '../reads/get-content';
import { refreshContentSearchText } from '../search/content-search-text';
import type { TContentCall } from './content-calls';
import { checkContentForm, type TContentForm } from './content-input';
import { contentSlug, insertContent, replaceRelations } from './content-writes.queries';

export async function createContent(scope: TRequestScope, call: TContentCall, form: TContentForm): Promise<TContent> {
  const actor = requireSignedIn(scope.actor);
  const checked = await checkContentForm(scope, actor, call, form);
  const status = nextStatus('new', call.event ?? 'saveDraft', actor.role);
  const pictures = await storePictures(scope, actor, form);

  const id = await retryOnUniqueRace(() =>
    scope.tenant.transaction(async (tx) => {
      const row = await insertContent(tx, {
        ...checked.values,
        contentTypeId: call.contentTypeId,
        slug: await contentSlug(tx, call.contentTypeId, checked.values.title),
        image: pictures.main?.url ?? null,
        stockImage: pictures.main?.stockLocation ?? null,
        status,
        publishedAt: status === 'approved' ? new Date() : null,
      });
      await applyGallery(tx, row.id, {
        images: pictures.gallery,
        videoLinks: checked.videoLinks,
        order: form.gallery_order,
      });
      await tagContent(tx, row.id, checked.tagNames ?? []);
      await replaceRelations(tx, row.id, checked.relations);
      await refreshContentSearchText(tx, { contentIds: [row.id] });
      await recordHistory(tx, contentRef(row.id), { action: 'created', status, actorId: actor.userId });
      return row.id;
    }),
  );
  return getContent(scope, id);
}
