/** Data access of platform accounts (sales users, partners, the platform admin): the platform_users table. */
import { eq } from 'drizzle-orm';
import { platformUsers } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';

export type TPlatformUserRow = typeof platformUsers.$inferSelect;
export type TNewPlatformUser = Pick<
  typeof platformUsers.$inferInsert,
  'email' | 'name' | 'phone' | 'passwordHash' | 'role' | 'termsAcceptedAt'
>;

export async function findPlatformUserByEmail(db: Db, email: string): Promise<TPlatformUserRow | undefined> {
  const [row] = await db.select().from(platformUsers).where(eq(platformUsers.email, email)).limit(1);
  return row;
}

export async function findPlatformUserById(db: Db, id: number): Promise<TPlatformUserRow | undefined> {
  const [row] = await db.select().from(platformUsers).where(eq(platformUsers.id, id)).limit(1);
  return row;
}

export async function insertPlatformUser(db: Db, values: TNewPlatformUser): Promise<TPlatformUserRow> {
  const [row] = await db.insert(platformUsers).values(values).returning();
  return row!;
}

/** Changes one's own name or phone; answers the row as it is now (undefined when the account is gone). */
export async function updatePlatformUser(
  db: Db,
  id: number,
  values: Partial<Pick<TPlatformUserRow, 'name' | 'phone'>>,
): Promise<TPlatformUserRow | undefined> {
  const [row] = await db.update(platformUsers).set(values).where(eq(platformUsers.id, id)).returning();
  return row;
}
