/** Data access for tags: the prefix list of GET /tags, and "created on first use" for the names a content carries. */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { publicContentCondition } from '../../../db/public-contents';
import { contents, contentTags, tags } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { uniqueSlug } from '../../../platform/text/slug';

export type TTagRow = typeof tags.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Tags that content the public sees carries (a tag of drafts or waiting content only names nothing public yet). */
const onPublicContent = (tdb: TenantDb): SQL =>
  tdb.inSubquery(
    tags.id,
    contentTags,
    contentTags.tagId,
    tdb.inSubquery(contentTags.contentId, contents, contents.id, publicContentCondition(tdb)),
  );

/** `publicOnly`: only the tags of content the public sees (decision 0045); else every tag of the licence. */
export async function listTags(
  tdb: TenantDb,
  namePrefix: string | undefined,
  page: TPage,
  { publicOnly }: { publicOnly: boolean },
) {
  const where = and(
    namePrefix ? sql`lower(${tags.name}) like lower(${`${escapeLike(namePrefix)}%`})` : undefined,
    publicOnly ? onPublicContent(tdb) : undefined,
  );
  const [rows, total] = await Promise.all([
    tdb
      .select(tags, where)
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
      .limit(page.limit)
      .offset(page.offset),
    tdb.count(tags, where),
  ]);
  return { rows, total };
}

/** Tags whose lower-cased name is one of `names` (compared by the database's own lower(), as its unique index is). */
function byNames(tdb: TenantDb, names: string[]): Promise<TTagRow[]> {
  const lowered = sql.join(
    names.map((name) => sql`lower(${name})`),
    sql`, `,
  );
  return tdb.select(tags, sql`lower(${tags.name}) in (${lowered})`);
}

/**
 * The tags of `names`, creating the missing ones with a unique slug. Two writers creating one tag at once both end
 * with the same row: the insert skips on conflict and the tags are read again.
 */
export async function upsertTags(tdb: TenantDb, names: string[]): Promise<TTagRow[]> {
  if (names.length === 0) return [];
  const existing = await byNames(tdb, names);
  const known = new Set(existing.map((tag) => tag.name.toLowerCase()));
  const missing = names.filter((name) => !known.has(name.toLowerCase()));
  if (missing.length === 0) return existing;
  const slugs = new Set<string>();
  const fresh: { name: string; slug: string }[] = [];
  for (const name of missing) {
    const slug = await uniqueSlug(
      name,
      async (candidate) => slugs.has(candidate) || Boolean(await tdb.findOne(tags, eq(tags.slug, candidate))),
    );
    slugs.add(slug);
    fresh.push({ name, slug });
  }
  const inserted = await tdb.insert(tags, fresh).onConflictDoNothing().returning();
  if (inserted.length === fresh.length) return [...existing, ...inserted];
  return byNames(tdb, names);
}

/** Replaces the tags of a content. */
export async function setContentTags(tdb: TenantDb, contentId: number, tagIds: number[]): Promise<void> {
  await tdb.delete(contentTags, eq(contentTags.contentId, contentId));
  if (tagIds.length > 0) {
    await tdb.insert(
      contentTags,
      [...new Set(tagIds)].map((tagId) => ({ contentId, tagId })),
    );
  }
}
