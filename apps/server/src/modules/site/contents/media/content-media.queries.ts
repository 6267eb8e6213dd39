/** Data access of a content's gallery: its entries (pictures and videos) in order, added, dropped and renumbered. */
import { and, asc, eq, inArray, max, notInArray } from 'drizzle-orm';
import { contentMedia } from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

export type TNewGalleryEntry = { kind: 'image' | 'video'; url: string; sizes: Record<string, string> | null };

const ofContent = (contentId: number) => eq(contentMedia.contentId, contentId);

/** Removes the content's entries but `keepIds` (all of them when it is empty). */
export async function dropGalleryEntriesExcept(tdb: TenantDb, contentId: number, keepIds: number[]): Promise<void> {
  await tdb.delete(
    contentMedia,
    keepIds.length > 0 ? and(ofContent(contentId), notInArray(contentMedia.id, keepIds))! : ofContent(contentId),
  );
}

/** The content's video entries of these links. */
export function findGalleryVideos(tdb: TenantDb, contentId: number, urls: string[]) {
  if (urls.length === 0) return Promise.resolve([]);
  return tdb.selectFields(
    contentMedia,
    { id: contentMedia.id, url: contentMedia.url },
    and(ofContent(contentId), eq(contentMedia.kind, 'video'), inArray(contentMedia.url, urls)),
  );
}

/** Adds entries after the last one, in the given order; answers their ids in that order. */
export async function appendGalleryEntries(
  tdb: TenantDb,
  contentId: number,
  entries: TNewGalleryEntry[],
): Promise<number[]> {
  if (entries.length === 0) return [];
  const [last] = await tdb.selectFields(
    contentMedia,
    { position: max(contentMedia.position).as('last_position') },
    ofContent(contentId),
  );
  let position = (last?.position ?? -1) + 1;
  const inserted = await tdb
    .insert(
      contentMedia,
      entries.map((entry) => ({ ...entry, contentId, position: position++ })),
    )
    .returning({ id: contentMedia.id });
  return inserted.map((row) => row.id);
}

/** The content's entries in gallery order. */
export function galleryPositions(tdb: TenantDb, contentId: number) {
  return tdb
    .selectFields(contentMedia, { id: contentMedia.id, position: contentMedia.position }, ofContent(contentId))
    .orderBy(asc(contentMedia.position), asc(contentMedia.id));
}

export async function setGalleryPosition(tdb: TenantDb, id: number, position: number): Promise<void> {
  await tdb.update(contentMedia, { position }, eq(contentMedia.id, id));
}
