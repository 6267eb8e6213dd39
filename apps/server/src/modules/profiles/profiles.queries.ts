/** Data access of public profiles: active accounts only, and only their public fields. */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { userLocations, users } from '../../db/schema';
import type { TPage } from '../../platform/http/pagination';
import type { TenantDb } from '../../platform/tenancy/tenant-db';

export type TProfileFilter = { id?: number; username?: string };

const publicFields = {
  id: users.id,
  username: users.username,
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
    filter.username !== undefined ? eq(sql`lower(${users.username})`, filter.username.toLowerCase()) : undefined,
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
