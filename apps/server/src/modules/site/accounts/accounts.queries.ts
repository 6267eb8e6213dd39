/** Data access of the accounts domain: the only file here that speaks Drizzle. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountTokens, licences, userLocations, users } from '../../../db/schema';
import { hashToken, randomToken } from '../../../platform/auth/secrets';
import type { Db } from '../../../platform/db/database';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TUserRow = typeof users.$inferSelect;
export type TNewUser = Omit<typeof users.$inferInsert, 'licenceId'>;
export type TAccountTokenPurpose = 'validate' | 'reset';

/** A licence's account rows outside a request (the account-mail job). */
export const accountsTenant = (db: Db, licenceId: number) => new TenantDb(db, licenceId);

/** The licence a job writes a mail for (its name and its own address), if it still exists. */
export async function findLicenceOfMail(db: Db, licenceId: number): Promise<TLicence | undefined> {
  const [row] = await db.select().from(licences).where(eq(licences.id, licenceId)).limit(1);
  return row;
}

export const findUserByEmail = (tdb: TenantDb, email: string) => tdb.findOne(users, eq(users.email, email));
export const findUserById = (tdb: TenantDb, id: number) => tdb.findOne(users, eq(users.id, id));
export const findUserByUsername = (tdb: TenantDb, username: string) =>
  tdb.findOne(users, eq(sql`lower(${users.username})`, username.toLowerCase()));
export const findUserBySocialId = (tdb: TenantDb, provider: 'google' | 'facebook', id: string) =>
  tdb.findOne(users, eq(provider === 'google' ? users.googleId : users.facebookId, id));

export async function insertUser(tdb: TenantDb, values: TNewUser): Promise<TUserRow> {
  const [row] = await tdb.insert(users, values).returning();
  if (!row) throw new Error('insert returned no row');
  return row as TUserRow;
}

export async function updateUser(tdb: TenantDb, id: number, set: Partial<TNewUser>): Promise<void> {
  await tdb.update(users, { ...set, updatedAt: new Date() }, eq(users.id, id));
}

export async function insertLocations(
  tdb: TenantDb,
  userId: number,
  locations: { country: string; city: string; address: string }[],
): Promise<void> {
  if (locations.length === 0) return;
  // SPEC §9: the first location is primary (0), the others 1.
  await tdb.insert(
    userLocations,
    locations.map((location, index) => ({ ...location, userId, primaryLocation: index === 0 ? 0 : 1 })),
  );
}

export const listLocations = (tdb: TenantDb, userId: number) =>
  tdb.select(userLocations, eq(userLocations.userId, userId)).orderBy(userLocations.id);

/** Issues a single-use token for mail links; earlier unused tokens of the same purpose stop working. */
export async function issueAccountToken(
  tdb: TenantDb,
  userId: number,
  purpose: TAccountTokenPurpose,
  ttlHours: number,
): Promise<string> {
  const token = randomToken(24);
  await tdb.update(
    accountTokens,
    { usedAt: new Date() },
    and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt))!,
  );
  await tdb.insert(accountTokens, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/** Marks a live token used; answers whether it was live. Concurrent uses: only one succeeds. */
export async function consumeAccountToken(
  tdb: TenantDb,
  userId: number,
  purpose: TAccountTokenPurpose,
  token: string,
): Promise<boolean> {
  const used = await tdb
    .update(
      accountTokens,
      { usedAt: new Date() },
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      )!,
    )
    .returning({ id: accountTokens.id });
  return used.length > 0;
}

/** Every unused token of a user stops working (its account was deleted, or its e-mail changed). */
export async function markAccountTokensUsed(tdb: TenantDb, userId: number): Promise<void> {
  await tdb.update(
    accountTokens,
    { usedAt: new Date() },
    and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt))!,
  );
}
