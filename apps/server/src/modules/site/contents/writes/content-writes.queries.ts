/** Data access for content writes: the row, its relation lists, its tags and a slug unique per content type. */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { catalogProducts, contentAttributeValues, contentLocations, contents } from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { uniqueSlug } from '../../../../platform/text/slug';
import type { TContentRelations } from './content-input';

export type TNewContent = Omit<typeof contents.$inferInsert, 'licenceId' | 'searchVector'>;

/** A slug from `title`, free among the licence's contents of that type (other than `exceptId`). */
export function contentSlug(tdb: TenantDb, contentTypeId: number, title: string, exceptId?: number) {
  return uniqueSlug(title, async (slug) =>
    Boolean(
      await tdb.findOne(
        contents,
        and(
          eq(contents.contentTypeId, contentTypeId),
          eq(contents.slug, slug),
          exceptId === undefined ? undefined : ne(contents.id, exceptId),
        ) as SQL,
      ),
    ),
  );
}

export async function insertContent(tdb: TenantDb, values: TNewContent) {
  const [row] = await tdb.insert(contents, values).returning();
  return row!;
}

export async function updateContentRow(tdb: TenantDb, id: number, values: Partial<TNewContent>) {
  await tdb.update(contents, { ...values, updatedAt: new Date() }, eq(contents.id, id));
}

export async function deleteContentRow(tdb: TenantDb, id: number) {
  await tdb.delete(contents, eq(contents.id, id));
}

/** Replaces each relation list that is given; an undefined list stays as it is. */
export async function replaceRelations(tdb: TenantDb, contentId: number, relations: TContentRelations) {
  const { attributeValueIds, locationIds, catalogIds } = relations;
  if (attributeValueIds) {
    await tdb.delete(contentAttributeValues, eq(contentAttributeValues.contentId, contentId));
    if (attributeValueIds.length > 0) {
      await tdb.insert(
        contentAttributeValues,
        attributeValueIds.map((attributeValueId) => ({ contentId, attributeValueId })),
      );
    }
  }
  if (locationIds) {
    await tdb.delete(contentLocations, eq(contentLocations.contentId, contentId));
    if (locationIds.length > 0) {
      await tdb.insert(
        contentLocations,
        locationIds.map((locationId) => ({ contentId, locationId })),
      );
    }
  }
  if (catalogIds) {
    await tdb.delete(catalogProducts, eq(catalogProducts.contentId, contentId));
    if (catalogIds.length > 0) {
      await tdb.insert(
        catalogProducts,
        catalogIds.map((catalogId) => ({ catalogId, contentId })),
      );
    }
  }
}
