/**
 * Keeps `contents.search_text` current (DESIGN §5): the folded title, description, text, tag names and category
 * name of each content; and `search_title`, the folded title alone, which search ranks by. Every write that changes
 * one of those calls `refreshContentSearchText` for what it touched.
 */
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { contents } from '../../db/schema';
import type { TenantDb } from '../../platform/tenancy/tenant-db';
import { foldForSearch } from '../../platform/text/search-text';

export type TSearchTextScope = { contentIds?: number[]; categoryId?: number; tagId?: number };

/** Rows per UPDATE statement: keeps each statement's parameter count far below PostgreSQL's limit. */
const UPDATE_BATCH = 500;

/**
 * Recomputes search_text of the contents matching every given condition of `where` (all of the licence's contents
 * when `where` is empty — used by seeding). One query reads, batched updates write only rows whose text changed.
 */
export async function refreshContentSearchText(tdb: TenantDb, where: TSearchTextScope): Promise<void> {
  const condition = scopeCondition(tdb, where);
  if (condition === 'none') return;
  const rows = await tdb.selectFields(
    contents,
    {
      id: contents.id,
      title: contents.title,
      description: contents.description,
      contentText: contents.contentText,
      searchText: contents.searchText,
      searchTitle: contents.searchTitle,
      // Raw, qualified SQL: inside a selection Drizzle prints columns without their table, which is ambiguous here.
      categoryName: sql<string | null>`(select c.name from categories c
        where c.licence_id = ${tdb.licenceId} and c.id = contents.category_id)`.as('category_name'),
      tagNames: sql<string | null>`(select string_agg(t.name, ' ' order by t.id) from content_tags ct
        join tags t on t.licence_id = ct.licence_id and t.id = ct.tag_id
        where ct.licence_id = ${tdb.licenceId} and ct.content_id = contents.id)`.as('tag_names'),
    },
    condition,
  );
  const changed = rows
    .map((row) => ({ id: row.id, text: contentSearchText(row), title: foldForSearch(row.title), row }))
    .filter(({ text, title, row }) => text !== row.searchText || title !== row.searchTitle);
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

/** The folded search text of one content, the same folding queries get (searchQuery). */
export function contentSearchText(parts: {
  title: string;
  description: string | null;
  contentText: string | null;
  tagNames: string | null;
  categoryName: string | null;
}): string {
  return foldForSearch(parts.title, parts.description, parts.contentText, parts.tagNames, parts.categoryName);
}

function scopeCondition(tdb: TenantDb, where: TSearchTextScope): SQL | undefined | 'none' {
  const conditions: SQL[] = [];
  if (where.contentIds) {
    if (where.contentIds.length === 0) return 'none';
    conditions.push(inArray(contents.id, where.contentIds));
  }
  if (where.categoryId !== undefined) conditions.push(eq(contents.categoryId, where.categoryId));
  if (where.tagId !== undefined) {
    conditions.push(sql`exists (select 1 from content_tags ct where ct.licence_id = ${tdb.licenceId}
      and ct.content_id = contents.id and ct.tag_id = ${where.tagId})`);
  }
  if (conditions.length === 0) return undefined;
  return sql.join(
    conditions.map((c) => sql`(${c})`),
    sql` and `,
  );
}
