/**
 * Data access of the moderation decisions and screens: conditional status writes (the first decision wins), the
 * counts of what waits, and the lookups that name a version's ids (category, author, attribute values, ...).
 */
import { CONTENT_TYPE, type TContentStatus } from '@izlog/contract/constants';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { attributes, attributeValues, catalogs, categories, contents, userLocations, users } from '../../db/schema';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { PUBLIC_STATUS } from '../contents/content-status';
import { hasPendingRevision, type TItemRef } from './revisions.queries';

export type TStatusChange = { status: TContentStatus; remarkRequestForEdit: string | null; isFirstApproval?: boolean };

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
        updatedAt: new Date(),
        ...(change.isFirstApproval ? { publishedAt: sql`coalesce(${contents.publishedAt}, now())` } : {}),
      },
      and(eq(contents.id, id), eq(contents.status, from)) as SQL,
    )
    .returning({ id: contents.id });
  return rows.length > 0;
}

export async function setCatalogStatusIf(tx: TenantDb, id: number, from: string, change: TStatusChange) {
  const rows = await tx
    .update(
      catalogs,
      { status: change.status, remarkRequestForEdit: change.remarkRequestForEdit, updatedAt: new Date() },
      and(eq(catalogs.id, id), eq(catalogs.status, from)) as SQL,
    )
    .returning({ id: catalogs.id });
  return rows.length > 0;
}

/** What waits for a moderator: new items on moderation, and approved ones whose edit is on moderation. */
const waitingContents = (tdb: TenantDb, contentTypeId: number) =>
  and(
    eq(contents.contentTypeId, contentTypeId),
    or(
      eq(contents.status, 'on_moderation'),
      and(eq(contents.status, PUBLIC_STATUS), hasPendingRevision(tdb, 'content', 'on_moderation')),
    ),
  ) as SQL;

export async function countWaiting(tdb: TenantDb) {
  const waitingCatalogs = or(
    eq(catalogs.status, 'on_moderation'),
    and(eq(catalogs.status, PUBLIC_STATUS), hasPendingRevision(tdb, 'catalog', 'on_moderation')),
  ) as SQL;
  const [blogs, products, catalogCount] = await Promise.all([
    tdb.count(contents, waitingContents(tdb, CONTENT_TYPE.blog)),
    tdb.count(contents, waitingContents(tdb, CONTENT_TYPE.product)),
    tdb.count(catalogs, waitingCatalogs),
  ]);
  return { blogs, products, catalogs: catalogCount };
}

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
    .innerJoin(
      attributes,
      and(eq(attributes.licenceId, attributeValues.licenceId), eq(attributes.id, attributeValues.attributeId)),
    )
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
