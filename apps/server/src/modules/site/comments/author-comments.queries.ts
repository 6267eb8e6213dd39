/** Data access for an author's comments as a whole (issue 12: deleting a user): counted and disapproved. */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

/** The author's comments that are shown or wait to be: a disapproved one is already gone from the public. */
const standingOf = (authorId: number) =>
  and(eq(comments.authorId, authorId), ne(comments.status, 'disapproved')) as SQL;

export const countStandingComments = (tdb: TenantDb, authorId: number) => tdb.count(comments, standingOf(authorId));

export async function disapproveStandingComments(tx: TenantDb, authorId: number, moderatorId: number): Promise<number> {
  const rows = await tx
    .update(
      comments,
      { status: 'disapproved', moderatedBy: moderatorId, moderatedAt: new Date() },
      standingOf(authorId),
    )
    .returning({ id: comments.id });
  return rows.length;
}
