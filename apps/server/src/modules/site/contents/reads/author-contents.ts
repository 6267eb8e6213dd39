/**
 * An author's contents as a whole, for the users module deleting an account (issue 12, decision 0023): how many
 * there are of each type, given to another author, or turned off (status deleted, what waited for moderation
 * dropped, the history saying who did it). Deleted contents are not touched. Callers pass their transaction.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { recordHistory } from '../../publishing/history';
import { contentRef, dropPendingRevision } from '../../publishing/revisions';
import {
  countLiveContentsByType,
  locationIdsOfLiveContents,
  reassignLiveContents,
  turnOffLiveContents,
} from './author-contents.queries';

export type TAuthorContentCounts = {
  blogs: number;
  articles: number;
  products: number;
  pages: number;
  /** Of these, the ones the public sees (approved). */
  published: number;
};

export async function countAuthorContents(tdb: TenantDb, authorId: number): Promise<TAuthorContentCounts> {
  const rows = await countLiveContentsByType(tdb, authorId);
  const of = (typeId: number) => rows.find((row) => row.contentTypeId === typeId)?.total ?? 0;
  return {
    blogs: of(CONTENT_TYPE.blog),
    articles: of(CONTENT_TYPE.article),
    products: of(CONTENT_TYPE.product),
    pages: of(CONTENT_TYPE.staticPage),
    published: rows.reduce((sum, row) => sum + row.published, 0),
  };
}

/**
 * The locations the author's live contents (products) are offered at: what a transfer must keep with them, as a
 * product shows its addresses and may only name its author's (decision 0023).
 */
export const authorContentLocationIds = (tdb: TenantDb, authorId: number) => locationIdsOfLiveContents(tdb, authorId);

/** The author's live contents become `toId`'s, as they are (status, revisions and history kept). */
export const transferAuthorContents = (tx: TenantDb, fromId: number, toId: number) =>
  reassignLiveContents(tx, fromId, toId);

/** Turns the author's live contents off, as disabling one does; answers how many. */
export async function withdrawAuthorContents(tx: TenantDb, authorId: number, actorId: number): Promise<number> {
  const ids = await turnOffLiveContents(tx, authorId);
  for (const id of ids) {
    // Nobody moderates an edit of a content that is turned off.
    await dropPendingRevision(tx, contentRef(id));
    await recordHistory(tx, contentRef(id), { action: 'disabled', status: 'deleted', actorId });
  }
  return ids.length;
}
