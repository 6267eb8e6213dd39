/** Data access for an author's catalogs as a whole (issue 12: deleting a user): counted, given away, turned off. */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { catalogs } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

/** The author's catalogs that still count: a deleted (turned off) one is left as it is. */
const liveOf = (authorId: number) => and(eq(catalogs.authorId, authorId), ne(catalogs.status, 'deleted')) as SQL;

export const countLiveCatalogs = (tdb: TenantDb, authorId: number) => tdb.count(catalogs, liveOf(authorId));

export async function reassignLiveCatalogs(tx: TenantDb, fromId: number, toId: number): Promise<number> {
  const moved = await tx
    .update(catalogs, { authorId: toId, updatedAt: new Date() }, liveOf(fromId))
    .returning({ id: catalogs.id });
  return moved.length;
}

/** Turns every live catalog of the author off; answers their ids. */
export async function turnOffLiveCatalogs(tx: TenantDb, authorId: number): Promise<number[]> {
  const rows = await tx
    .update(catalogs, { status: 'deleted', updatedAt: new Date() }, liveOf(authorId))
    .returning({ id: catalogs.id });
  return rows.map((row) => row.id);
}
