/**
 * Data access of the moderation decisions and screens: conditional status writes (the first decision wins), the
 * counts of what waits, and the lookups that name a version's ids (category, author, attribute values, ...).
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { attributes, attributeValues, catalogs, categories, contents, userLocations, users } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import type { TItemRef } from '../publishing/revisions';

export const findUser = (tdb: TenantDb, id: number) => tdb.findOne(users, eq(users.id, id));

export async function findCategoryRef(tdb: TenantDb, id: number | null) {
  if (id === null) return null;
  const [row] = await tdb.selectFields(
    categories,
    { id: categories.id, name: categories.name, slug: categories.slug },
    eq(categories.id, id),
  );
  return row ?? null;
}

export async function findAuthorRef(tdb: TenantDb, id: number) {
  const [row] = await tdb.selectFields(users, { id: users.id, username: users.username }, eq(users.id, id));
  return row ?? null;
}

/** Attribute values with their attribute, in the order a single content shows them. */
export async function findAttributeValues(tdb: TenantDb, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await tdb
    .selectFields(
      attributeValues,
      {
        attributeId: attributes.id,
        attributeName: attributes.name,
        valueId: attributeValues.id,
        value: attributeValues.value,
      },
      inArray(attributeValues.id, ids),
    )
    .innerJoin(attributes, tdb.joinOn(attributes, eq(attributes.id, attributeValues.attributeId)))
    .orderBy(asc(attributes.name), asc(attributes.id), asc(attributeValues.position), asc(attributeValues.id));
  return rows as unknown as { attributeId: number; attributeName: string; valueId: number; value: string }[];
}

export async function findLocations(tdb: TenantDb, ids: number[]) {
  if (ids.length === 0) return [];
  return tdb
    .selectFields(
      userLocations,
      {
        id: userLocations.id,
        country: userLocations.country,
        city: userLocations.city,
        address: userLocations.address,
      },
      inArray(userLocations.id, ids),
    )
    .orderBy(asc(userLocations.primaryLocation), asc(userLocations.id));
}

export async function findCatalogRefs(tdb: TenantDb, ids: number[]) {
  if (ids.length === 0) return [];
  return tdb
    .selectFields(catalogs, { id: catalogs.id, name: catalogs.name, slug: catalogs.slug }, inArray(catalogs.id, ids))
    .orderBy(asc(catalogs.id));
}

export async function findProductRefs(tdb: TenantDb, ids: number[]) {
  if (ids.length === 0) return [];
  return tdb.selectFields(
    contents,
    { id: contents.id, title: contents.title, slug: contents.slug, image: contents.image, status: contents.status },
    and(inArray(contents.id, ids), eq(contents.contentTypeId, CONTENT_TYPE.product)),
  );
}

/** Whether the content or catalog exists in the licence (any status). */
export async function itemExists(tdb: TenantDb, ref: TItemRef): Promise<boolean> {
  const count =
    ref.kind === 'content'
      ? await tdb.count(contents, eq(contents.id, ref.id))
      : await tdb.count(catalogs, eq(catalogs.id, ref.id));
  return count > 0;
}
