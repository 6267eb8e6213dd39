/**
 * A content's editable state as one value (decision 0011): its fields, gallery, tags and relation lists. A pending
 * revision keeps one as its snapshot; approving writes it onto the content. The state of an edit is not built by a
 * second copy of the update rules: the update itself runs on the real rows inside a savepoint, the result is read as
 * a state, and the savepoint is rolled back (`captureContentState`).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  catalogProducts,
  contentAttributeValues,
  contentLocations,
  contentMedia,
  contents,
  contentTags,
  tags,
} from '../../db/schema';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { attributeValueIdsOfCategory, locationIdsOfUser, usableCatalogIds } from '../contents/content-input.queries';
import { refreshContentSearchText } from '../contents/content-search-text';
import { replaceRelations, replaceTags, updateContentRow } from '../contents/content-writes.queries';

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

export type TContentValuesState = {
  title: string;
  contentText: string | null;
  description: string | null;
  image: string | null;
  stockImage: string | null;
  categoryId: number | null;
  authorId: number;
  commentsAllowed: boolean;
  galleryPosition: string | null;
  price: number | null;
  currencyId: number;
  discount: number;
  discountType: number;
};

/** A gallery entry keeps its id from version to version, so a form's `old_gallery` means the same in each. */
export type TMediaEntry = {
  id: number;
  kind: string;
  url: string;
  sizes: Record<string, string> | null;
  position: number;
};

export type TContentState = {
  values: TContentValuesState;
  media: TMediaEntry[];
  tagNames: string[];
  attributeValueIds: number[];
  locationIds: number[];
  catalogIds: number[];
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
    .innerJoin(tags, and(eq(tags.licenceId, contentTags.licenceId), eq(tags.id, contentTags.tagId)) as SQL)
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

/** Thrown inside the savepoint to roll it back while carrying the state out. */
class CapturedState extends Error {
  constructor(readonly state: TContentState) {
    super('captured');
  }
}

/**
 * Runs `write` (the content's normal update) on the real rows inside a savepoint of `tx`, reads the result as a
 * state, and rolls the savepoint back: the rows stay as they were, the state is what the edit would make them.
 */
export async function captureContentState(
  tx: TenantDb,
  id: number,
  write: (savepoint: TenantDb) => Promise<void>,
): Promise<TContentState> {
  try {
    await tx.transaction(async (savepoint) => {
      await write(savepoint);
      throw new CapturedState((await loadContentState(savepoint, id))!);
    });
  } catch (error) {
    if (error instanceof CapturedState) return error.state;
    throw error;
  }
  throw new Error('unreachable: the savepoint always ends by throwing');
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
  await replaceTags(tx, id, state.tagNames);
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
