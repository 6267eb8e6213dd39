/** The SQL of `contents.search_text` and `search_title`: the parts each is folded from, and the batched writes. */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { categories, contents, contentTags, tags } from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

export type TSearchTextScope = { contentIds?: number[]; categoryId?: number; tagId?: number };

export type TSearchTextRow = {
  id: number;
  title: string;
  description: string | null;
  contentText: string | null;
  searchText: string | null;
  searchTitle: string | null;
  categoryName: string | null;
  tagNames: string | null;
};

/** Rows per UPDATE statement: keeps each statement's parameter count far below PostgreSQL's limit. */
const UPDATE_BATCH = 500;

/** The parts of the search text of the contents matching every condition of `where` (all of them when empty). */
export async function findSearchTextParts(tdb: TenantDb, where: TSearchTextScope): Promise<TSearchTextRow[]> {
  const condition = scopeCondition(tdb, where);
  if (condition === 'none') return [];
  const rows = await tdb.selectFields(
    contents,
    {
      id: contents.id,
      title: contents.title,
      description: contents.description,
      contentText: contents.contentText,
      searchText: contents.searchText,
      searchTitle: contents.searchTitle,
      categoryName: sql<string | null>`(${tdb
        .selectFields(categories, { name: categories.name }, eq(categories.id, contents.categoryId))
        .limit(1)})`.as('category_name'),
      tagNames: sql<string | null>`(${tdb
        .selectFields(
          contentTags,
          { names: sql<string>`string_agg(${tags.name}, ' ' order by ${tags.id})`.as('names') },
          eq(contentTags.contentId, contents.id),
        )
        .innerJoin(tags, tdb.joinOn(tags, eq(tags.id, contentTags.tagId)))})`.as('tag_names'),
    },
    condition,
  );
  return rows as TSearchTextRow[];
}

/** Writes each content's new texts, a batch of rows per statement. */
export async function writeSearchTexts(tdb: TenantDb, changed: { id: number; text: string; title: string }[]) {
  for (let start = 0; start < changed.length; start += UPDATE_BATCH) {
    const batch = changed.slice(start, start + UPDATE_BATCH);
    const cases = (value: (row: (typeof batch)[number]) => string) =>
      sql.join(
        batch.map((row) => sql`when ${row.id} then ${value(row)}`),
        sql` `,
      );
    await tdb.update(
      contents,
      {
        searchText: sql`(case ${contents.id} ${cases((row) => row.text)} end)`,
        searchTitle: sql`(case ${contents.id} ${cases((row) => row.title)} end)`,
      },
      inArray(
        contents.id,
        batch.map((row) => row.id),
      ),
    );
  }
}

function scopeCondition(tdb: TenantDb, where: TSearchTextScope): SQL | undefined | 'none' {
  const conditions: SQL[] = [];
  if (where.contentIds) {
    if (where.contentIds.length === 0) return 'none';
    conditions.push(inArray(contents.id, where.contentIds));
  }
  if (where.categoryId !== undefined) conditions.push(eq(contents.categoryId, where.categoryId));
  if (where.tagId !== undefined) {
    conditions.push(
      tdb.exists(contentTags, and(eq(contentTags.contentId, contents.id), eq(contentTags.tagId, where.tagId))!),
    );
  }
  if (conditions.length === 0) return undefined;
  return and(...conditions);
}
