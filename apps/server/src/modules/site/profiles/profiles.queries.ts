/**
 * Data access of profiles: the public ones (active accounts only, only their public fields, named as the site shows
 * them) and the signed-in user's own (the whole row, their locations).
 */
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { publicNameIs, publicNameOfUser } from '../../../db/public-names';
import { contentLocations, contents, userLocations, users } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

/** `username`: the name the site shows (decision 0045), never the login one. */
export type TProfileFilter = { id?: number; username?: string };

const publicFields = {
  id: users.id,
  /** The shown name: a login e-mail never leaves the server (decision 0045). */
  username: publicNameOfUser().as('public_name'),
  name: users.name,
  surname: users.surname,
  companyName: users.companyName,
  avatar: users.avatar,
  bio: users.bio,
  publicEmail: users.publicEmail,
  twitter: users.twitter,
  facebook: users.facebook,
  instagram: users.instagram,
  role: users.role,
};

function filterCondition(filter: TProfileFilter): SQL | undefined {
  return and(
    eq(users.status, 'active'),
    filter.id !== undefined ? eq(users.id, filter.id) : undefined,
    filter.username !== undefined ? publicNameIs(filter.username) : undefined,
  );
}

export async function listProfiles(tdb: TenantDb, filter: TProfileFilter, page: TPage) {
  const where = filterCondition(filter);
  const [rows, total] = await Promise.all([
    tdb.selectFields(users, publicFields, where).orderBy(asc(users.id)).limit(page.limit).offset(page.offset),
    tdb.count(users, where),
  ]);
  return { rows, total };
}

export type TProfileRow = Awaited<ReturnType<typeof listProfiles>>['rows'][number];

export type TLocationRow = typeof userLocations.$inferSelect;

export async function locationsOf(tdb: TenantDb, userIds: number[]): Promise<TLocationRow[]> {
  if (userIds.length === 0) return [];
  return tdb
    .select(userLocations, inArray(userLocations.userId, userIds))
    .orderBy(asc(userLocations.primaryLocation), asc(userLocations.id));
}

// ── Own profiles: the signed-in user's whole row and locations, written by the profile calls ──

export type TOwnUserRow = typeof users.$inferSelect;
export type TOwnUserValues = Partial<Omit<typeof users.$inferInsert, 'licenceId' | 'id' | 'createdAt'>>;

export async function findOwnUser(tdb: TenantDb, id: number): Promise<TOwnUserRow | undefined> {
  return tdb.findOne(users, eq(users.id, id));
}

/** The user's row, locked until the transaction ends: two saves of one profile do not interleave. */
export async function lockOwnUser(tx: TenantDb, id: number): Promise<TOwnUserRow | undefined> {
  const [row] = await tx.select(users, eq(users.id, id)).limit(1).for('update');
  return row;
}

export async function updateOwnUser(tx: TenantDb, id: number, values: TOwnUserValues): Promise<TOwnUserRow> {
  const [row] = await tx.update(users, { ...values, updatedAt: new Date() }, eq(users.id, id)).returning();
  return row!;
}

/** Whether another account of the licence has this username (usernames are unique without regard to case). */
export async function isUsernameTakenByOther(tdb: TenantDb, username: string, exceptId: number): Promise<boolean> {
  const found = await tdb
    .selectFields(
      users,
      { id: users.id },
      and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, exceptId)),
    )
    .limit(1);
  return found.length > 0;
}

/** The products (not deleted ones) offered at each of the locations: what removing a location would take from them. */
export async function countProductsAtLocations(tdb: TenantDb, locationIds: number[]): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map();
  const rows = await tdb
    .selectFields(
      contentLocations,
      { locationId: contentLocations.locationId, products: count().as('products') },
      and(
        inArray(contentLocations.locationId, locationIds),
        tdb.inSubquery(contentLocations.contentId, contents, contents.id, ne(contents.status, 'deleted')),
      ),
    )
    .groupBy(contentLocations.locationId);
  return new Map(rows.map((row) => [row.locationId, Number(row.products)]));
}

export type TLocationValues = { country: string; city: string; address: string; primaryLocation: number };

/**
 * Removes the user's locations of `ids`. Deleted products still naming them let go of them (no product a visitor can
 * reach is changed: the caller refuses while one is offered there).
 */
export async function deleteLocations(tx: TenantDb, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(contentLocations, inArray(contentLocations.locationId, ids));
  await tx.delete(userLocations, and(eq(userLocations.userId, userId), inArray(userLocations.id, ids)) as SQL);
}

export async function updateLocation(tx: TenantDb, userId: number, id: number, values: TLocationValues) {
  await tx.update(userLocations, values, and(eq(userLocations.userId, userId), eq(userLocations.id, id)) as SQL);
}

export async function insertLocations(tx: TenantDb, userId: number, values: TLocationValues[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(
    userLocations,
    values.map((location) => ({ userId, ...location })),
  );
}
