/** Data access for user administration lists. */
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TPage } from '../../platform/http/pagination';
import type { TenantDb } from '../../platform/tenancy/tenant-db';

export type TUserFilter = { username?: string; email?: string; role?: string; status?: string };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterCondition(filter: TUserFilter): SQL | undefined {
  return and(
    filter.username ? ilike(users.username, `%${escapeLike(filter.username)}%`) : undefined,
    filter.email ? ilike(users.email, `%${escapeLike(filter.email)}%`) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status ? eq(users.status, filter.status) : sql`${users.status} <> 'deleted'`,
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
