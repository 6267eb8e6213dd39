/**
 * The update-* calls of the table in content-calls.ts. An update sends the whole form (SPEC §5: empty optional
 * fields are skipped, so a missing price means "on request" and a missing discount 0); the main image, the gallery
 * (old_gallery) and the relation lists (attribute_values, locations, catalogs) stay as they are unless sent.
 */

import type { TContentStatus } from '@izlog/contract/constants';
import type { TContent } from '@izlog/contract/contents';
import { retryOnUniqueRace } from '../../platform/db/unique-violation';
import { notFound } from '../../platform/http/errors';
import { assertMayChange } from './content-access';
import type { TContentCall } from './content-calls';
import type { TContentContext } from './content-context';
import { checkContentForm, type TContentForm } from './content-input';
import { applyGallery, storePictures } from './content-media';
import { refreshContentSearchText } from './content-search-text';
import { nextStatus } from './content-status';
import { contentSlug, replaceRelations, replaceTags, updateContentRow } from './content-writes.queries';
import { findContentRow } from './contents.queries';
import { getContent } from './get-content';

export async function updateContent(
  ctx: TContentContext,
  call: TContentCall,
  id: number,
  form: TContentForm,
): Promise<TContent> {
  const existing = await findContentRow(ctx.tenant, id, call.contentTypeId);
  if (!existing) throw notFound();
  const actor = assertMayChange(ctx.actor, existing);
  const status = nextStatus(existing.status as TContentStatus, call.event ?? 'saveDraft', actor.role);
  const checked = await checkContentForm(ctx, actor, call, form, existing);
  const pictures = await storePictures(ctx, actor, form);

  await retryOnUniqueRace(() =>
    ctx.tenant.transaction(async (tx) => {
      // Until it is first published a content may still change its address with its title; after that it is stable.
      const isRenamedUnpublished = existing.publishedAt === null && checked.values.title !== existing.title;
      await updateContentRow(tx, id, {
        ...checked.values,
        ...(isRenamedUnpublished ? { slug: await contentSlug(tx, call.contentTypeId, checked.values.title, id) } : {}),
        ...(pictures.main ? { image: pictures.main.url, stockImage: pictures.main.stockLocation } : {}),
        status,
        publishedAt: existing.publishedAt ?? (status === 'approved' ? new Date() : null),
      });
      await applyGallery(tx, id, {
        keepIds: form.old_gallery,
        images: pictures.gallery,
        videoLinks: checked.videoLinks,
      });
      await replaceTags(tx, id, checked.tagNames);
      await replaceRelations(tx, id, checked.relations);
      await refreshContentSearchText(tx, { contentIds: [id] });
    }),
  );
  return getContent(ctx, id);
}
