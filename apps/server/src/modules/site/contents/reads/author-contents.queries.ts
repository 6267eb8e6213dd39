/** Data access for an author's contents as a whole (issue 12: deleting a user): counted, given away, turned off. */
import { PUBLIC_CONTENT_STATUS } from '@izlog/contract/constants';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { contentLocations, contents } from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

/** The author's contents that still count: a deleted (turned off) one is left as it is. */
const liveOf = (authorId: number) => and(eq(contents.authorId, authorId), ne(contents.status, 'deleted')) as SQL;

export async function countLiveContentsByType(tdb: TenantDb, authorId: number) {
  return tdb
    .selectFields(
      contents,
      {
        contentTypeId: contents.contentTypeId,
        total: count().as('total'),
        published: sql<number>`count(*) filter (where ${contents.status} = ${PUBLIC_CONTENT_STATUS})`
          .mapWith(Number)
          .as('published'),
      },
      liveOf(authorId),
    )
    .groupBy(contents.contentTypeId);
}

/** The locations (shop addresses) the author's live contents are offered at, each once. */
export async function locationIdsOfLiveContents(tdb: TenantDb, authorId: number): Promise<number[]> {
  const rows = await tdb
    .selectFields(
      contentLocations,
      { id: contentLocations.locationId },
      tdb.inSubquery(contentLocations.contentId, contents, contents.id, liveOf(authorId)),
    )
    .groupBy(contentLocations.locationId);
  return rows.map((row) => row.id);
}

export async function reassignLiveContents(tx: TenantDb, fromId: number, toId: number): Promise<number> {
  const moved = await tx
    .update(contents, { authorId: toId, updatedAt: new Date() }, liveOf(fromId))
    .returning({ id: contents.id });
  return moved.length;
}

/** Turns every live content of the author off; answers their ids. */
export async function turnOffLiveContents(tx: TenantDb, authorId: number): Promise<number[]> {
  const rows = await tx
    .update(contents, { status: 'deleted', updatedAt: new Date() }, liveOf(authorId))
    .returning({ id: contents.id });
  return rows.map((row) => row.id);
}
