/**
 * Keeps `contents.search_text` current (DESIGN §5): the folded title, description, text, tag names and category
 * name of each content; and `search_title`, the folded title alone, which search ranks by. Every write that changes
 * one of those calls `refreshContentSearchText` for what it touched.
 */
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { foldForSearch } from '../../../../platform/text/search-text';
import { findSearchTextParts, type TSearchTextScope, writeSearchTexts } from './content-search-text.queries';

export type { TSearchTextScope };

/**
 * Recomputes search_text of the contents matching every given condition of `where` (all of the licence's contents
 * when `where` is empty — used by seeding). One query reads, batched updates write only rows whose text changed.
 */
export async function refreshContentSearchText(tdb: TenantDb, where: TSearchTextScope): Promise<void> {
  const rows = await findSearchTextParts(tdb, where);
  const changed = rows
    .map((row) => ({ id: row.id, text: contentSearchText(row), title: foldForSearch(row.title), row }))
    .filter(({ text, title, row }) => text !== row.searchText || title !== row.searchTitle);
  await writeSearchTexts(tdb, changed);
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
