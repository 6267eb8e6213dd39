/** Lookups that check a content form's ids: category, author, attribute values, locations and catalogs. */
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import {
  attributeCategories,
  attributes,
  attributeValues,
  catalogs,
  categories,
  userLocations,
  users,
} from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

export const findCategory = (tdb: TenantDb, id: number) => tdb.findOne(categories, eq(categories.id, id));

export const findActiveUser = (tdb: TenantDb, id: number) =>
  tdb.findOne(users, and(eq(users.id, id), ne(users.status, 'deleted')) as SQL);

/** Which of `ids` are values of an active attribute linked (actively) to the category. */
export async function attributeValueIdsOfCategory(tdb: TenantDb, categoryId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tdb
    .selectFields(attributeValues, { id: attributeValues.id }, inArray(attributeValues.id, ids))
    .innerJoin(
      attributes,
      tdb.joinOn(attributes, and(eq(attributes.id, attributeValues.attributeId), eq(attributes.status, 'active'))!),
    )
    .innerJoin(
      attributeCategories,
      tdb.joinOn(
        attributeCategories,
        and(
          eq(attributeCategories.attributeId, attributeValues.attributeId),
          eq(attributeCategories.categoryId, categoryId),
          eq(attributeCategories.status, 'active'),
        )!,
      ),
    );
  return new Set((rows as unknown as { id: number }[]).map((row) => row.id));
}

/** Which of `ids` are client locations of the user. */
export async function locationIdsOfUser(tdb: TenantDb, userId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tdb.selectFields(
    userLocations,
    { id: userLocations.id },
    and(inArray(userLocations.id, ids), eq(userLocations.userId, userId)),
  );
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are catalogs not turned off, of the author (or of anyone, when `authorId` is null). */
export async function usableCatalogIds(tdb: TenantDb, ids: number[], authorId: number | null) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tdb.selectFields(
    catalogs,
    { id: catalogs.id },
    and(
      inArray(catalogs.id, ids),
      ne(catalogs.status, 'deleted'),
      authorId === null ? undefined : eq(catalogs.authorId, authorId),
    ),
  );
  return new Set(rows.map((row) => row.id));
}
