/** Data access for user administration: the lists, one user, and the writes of the admin calls. */
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { contentLocations, userLocations, users } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TUserRow = typeof users.$inferSelect;
export type TUserValues = Omit<typeof users.$inferInsert, 'licenceId' | 'id' | 'createdAt' | 'updatedAt'>;

export type TUserFilter = {
  roles?: readonly string[];
  role?: string;
  status?: string;
  username?: string;
  email?: string;
  name?: string;
  q?: string;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (value: string) => `%${escapeLike(value)}%`;

/** "Ana", "Petrović" and "Ana Petrović" all find Ana Petrović (and "Petrović Ana", as lists are often read). */
function nameMatches(value: string): SQL {
  const pattern = containing(value);
  return or(
    ilike(sql`concat_ws(' ', ${users.name}, ${users.surname})`, pattern),
    ilike(sql`concat_ws(' ', ${users.surname}, ${users.name})`, pattern),
  ) as SQL;
}

function filterCondition(filter: TUserFilter): SQL | undefined {
  return and(
    filter.roles ? inArray(users.role, [...filter.roles]) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    // A deleted account is only an anonymised row: listed when asked for, never among the others.
    filter.status ? eq(users.status, filter.status) : ne(users.status, 'deleted'),
    filter.username ? ilike(users.username, containing(filter.username)) : undefined,
    filter.email ? ilike(users.email, containing(filter.email)) : undefined,
    filter.name ? nameMatches(filter.name) : undefined,
    filter.q
      ? or(ilike(users.email, containing(filter.q)), ilike(users.username, containing(filter.q)), nameMatches(filter.q))
      : undefined,
  );
}

export async function listUsers(tdb: TenantDb, filter: TUserFilter, page: TPage) {
  const where = filterCondition(filter);
  const [rows, total] = await Promise.all([
    tdb.select(users, where).orderBy(asc(users.id)).limit(page.limit).offset(page.offset),
    tdb.count(users, where),
  ]);
  return { rows, total };
}

export const findUser = (tdb: TenantDb, id: number) => tdb.findOne(users, eq(users.id, id));

/**
 * The user, locked until the transaction ends: two admins acting on one user at once act one after the other, each
 * on what the other left (a block and a role change cannot both read "active").
 */
export async function lockUser(tx: TenantDb, id: number): Promise<TUserRow | undefined> {
  const [row] = await tx.select(users, eq(users.id, id)).limit(1).for('update');
  return row;
}

/** Another account with this e-mail (e-mails are stored lower-cased). */
export const findOtherByEmail = (tdb: TenantDb, email: string, exceptId?: number) =>
  tdb.findOne(users, and(eq(users.email, email), exceptId === undefined ? undefined : ne(users.id, exceptId)) as SQL);

/** Another account with this username, in any case (the unique index compares lower-cased). */
export const findOtherByUsername = (tdb: TenantDb, username: string, exceptId?: number) =>
  tdb.findOne(
    users,
    and(
      eq(sql`lower(${users.username})`, username.toLowerCase()),
      exceptId === undefined ? undefined : ne(users.id, exceptId),
    ) as SQL,
  );

export async function insertUser(tx: TenantDb, values: TUserValues): Promise<TUserRow> {
  const [row] = await tx.insert(users, values).returning();
  return row as TUserRow;
}

export async function updateUser(tx: TenantDb, id: number, values: Partial<TUserValues>): Promise<TUserRow> {
  const [row] = await tx.update(users, { ...values, updatedAt: new Date() }, eq(users.id, id)).returning();
  return row as TUserRow;
}

/** Which of `ids` are the user's locations. */
export async function userLocationIdsAmong(tdb: TenantDb, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tdb.selectFields(
    userLocations,
    { id: userLocations.id },
    and(eq(userLocations.userId, userId), inArray(userLocations.id, ids)) as SQL,
  );
  return rows.map((row) => row.id);
}

/**
 * The user's locations of `ids` become `toId`'s, with the products offered there. Beside locations `toId` already
 * has they come as further ones (SPEC §9: 1), so `toId`'s primary location stays the one.
 */
export async function moveUserLocations(tx: TenantDb, fromId: number, toId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const receiverHasLocations = (await tx.count(userLocations, eq(userLocations.userId, toId))) > 0;
  const moved = await tx
    .update(
      userLocations,
      { userId: toId, ...(receiverHasLocations ? { primaryLocation: 1 } : {}) },
      and(eq(userLocations.userId, fromId), inArray(userLocations.id, ids)) as SQL,
    )
    .returning({ id: userLocations.id });
  return moved.length;
}

/**
 * A deleted account keeps no address: its locations go with its personal fields, and the contents still naming them
 * (turned off ones; a transfer moved the live ones' first) let go of them, so no product points at a removed row.
 */
export async function deleteUserLocations(tx: TenantDb, userId: number): Promise<void> {
  await tx.delete(
    contentLocations,
    tx.inSubquery(contentLocations.locationId, userLocations, userLocations.id, eq(userLocations.userId, userId)),
  );
  await tx.delete(userLocations, eq(userLocations.userId, userId));
}

/** Which unique index refused a write: the e-mail's or the username's (PostgreSQL names it on the error). */
export function takenField(error: unknown): 'email' | 'username' | undefined {
  const { constraint, cause } = (error ?? {}) as { constraint?: string; cause?: { constraint?: string } };
  const name = constraint ?? cause?.constraint;
  if (name === 'users_licence_email_idx') return 'email';
  if (name === 'users_licence_username_idx') return 'username';
  return undefined;
}
