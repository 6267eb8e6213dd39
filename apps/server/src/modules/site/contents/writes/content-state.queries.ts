/**
 * A content's editable state as one value (decision 0011): its fields, gallery, tags and relation lists. A pending
 * revision keeps one as its snapshot; approving writes it onto the content. The state of an edit is not built by a
 * second copy of the update rules: the update runs in a savepoint that is rolled back (`captureContentState`).
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  catalogProducts,
  contentAttributeValues,
  contentLocations,
  contentMedia,
  contents,
  contentTags,
  tags,
} from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { captureInSavepoint } from '../../publishing/state-capture';
import type { TStatusChange } from '../../publishing/subject';
import { tagContent } from '../../tags/tag-content';
import { refreshContentSearchText } from '../search/content-search-text';
import { attributeValueIdsOfCategory, locationIdsOfUser, usableCatalogIds } from './content-input.queries';
import type { TContentState, TContentValuesState, TMediaEntry } from './content-state';
import { replaceRelations, updateContentRow } from './content-writes.queries';

const valueColumns = {
  title: contents.title,
  contentText: contents.contentText,
  description: contents.description,
  image: contents.image,
  stockImage: contents.stockImage,
  categoryId: contents.categoryId,
  authorId: contents.authorId,
  commentsAllowed: contents.commentsAllowed,
  galleryPosition: contents.galleryPosition,
  price: contents.price,
  currencyId: contents.currencyId,
  discount: contents.discount,
  discountType: contents.discountType,
};

export async function loadContentState(tdb: TenantDb, id: number): Promise<TContentState | undefined> {
  const [values] = await tdb.selectFields(contents, valueColumns, eq(contents.id, id));
  if (!values) return undefined;
  // One after another: this also runs inside transactions, whose one connection takes a query at a time.
  const media = await tdb
    .selectFields(
      contentMedia,
      {
        id: contentMedia.id,
        kind: contentMedia.kind,
        url: contentMedia.url,
        sizes: contentMedia.sizes,
        position: contentMedia.position,
      },
      eq(contentMedia.contentId, id),
    )
    .orderBy(asc(contentMedia.position), asc(contentMedia.id));
  const tagRows = await tdb
    .selectFields(contentTags, { name: tags.name }, eq(contentTags.contentId, id))
    .innerJoin(tags, tdb.joinOn(tags, eq(tags.id, contentTags.tagId)))
    .orderBy(asc(tags.id));
  const valueRows = await tdb
    .selectFields(
      contentAttributeValues,
      { id: contentAttributeValues.attributeValueId },
      eq(contentAttributeValues.contentId, id),
    )
    .orderBy(asc(contentAttributeValues.attributeValueId));
  const locationRows = await tdb
    .selectFields(contentLocations, { id: contentLocations.locationId }, eq(contentLocations.contentId, id))
    .orderBy(asc(contentLocations.locationId));
  const catalogRows = await tdb
    .selectFields(catalogProducts, { id: catalogProducts.catalogId }, eq(catalogProducts.contentId, id))
    .orderBy(asc(catalogProducts.catalogId));
  return {
    values: values as TContentValuesState,
    media: media as TMediaEntry[],
    tagNames: (tagRows as unknown as { name: string }[]).map((row) => row.name),
    attributeValueIds: valueRows.map((row) => row.id),
    locationIds: locationRows.map((row) => row.id),
    catalogIds: catalogRows.map((row) => row.id),
  };
}

/** What the content's normal update `write` would make of it, with the rows left as they were. */
export function captureContentState(
  tx: TenantDb,
  id: number,
  write: (savepoint: TenantDb) => Promise<void>,
): Promise<TContentState> {
  return captureInSavepoint(tx, write, async (savepoint) => (await loadContentState(savepoint, id))!);
}

/**
 * Writes `state` onto content `id` (inside the caller's transaction), with `extra` columns such as the status.
 * Ids that stopped fitting while the edit waited (an attribute value deleted, a location removed, a catalog turned
 * off) are dropped by the same rules the form was checked with, so an approval never fails on them.
 */
export async function applyContentState(
  tx: TenantDb,
  id: number,
  state: TContentState,
  extra: Partial<typeof contents.$inferInsert> = {},
): Promise<void> {
  const { values } = state;
  await updateContentRow(tx, id, { ...values, ...extra });
  await tx.delete(contentMedia, eq(contentMedia.contentId, id));
  if (state.media.length > 0) {
    await tx.insert(
      contentMedia,
      state.media.map((entry) => ({ ...entry, contentId: id })),
    );
  }
  await tagContent(tx, id, state.tagNames);
  const attributeValueIds =
    values.categoryId === null
      ? new Set<number>()
      : await attributeValueIdsOfCategory(tx, values.categoryId, state.attributeValueIds);
  const locationIds = await locationIdsOfUser(tx, values.authorId, state.locationIds);
  const catalogIds = await usableCatalogIds(tx, state.catalogIds, null);
  await replaceRelations(tx, id, {
    attributeValueIds: state.attributeValueIds.filter((valueId) => attributeValueIds.has(valueId)),
    locationIds: state.locationIds.filter((locationId) => locationIds.has(locationId)),
    catalogIds: state.catalogIds.filter((catalogId) => catalogIds.has(catalogId)),
  });
  await refreshContentSearchText(tx, { contentIds: [id] });
}

/**
 * Sets a content's status only if it is still `from`: of two moderators (or a moderator and the author) acting at
 * once, the second finds nothing to change. False when nothing changed.
 */
export async function setContentStatusIf(tx: TenantDb, id: number, from: string, change: TStatusChange) {
  const rows = await tx
    .update(
      contents,
      {
        status: change.status,
        remarkRequestForEdit: change.remarkRequestForEdit,
        rejectedAt: change.isRejection ? new Date() : null,
        updatedAt: new Date(),
        ...(change.isFirstApproval ? { publishedAt: sql`coalesce(${contents.publishedAt}, now())` } : {}),
      },
      and(eq(contents.id, id), eq(contents.status, from)) as SQL,
    )
    .returning({ id: contents.id });
  return rows.length > 0;
}
