/**
 * update-category-order/{contentType}: the listed categories take positions 1…n in the given order; the type's other
 * categories follow in their previous order. Every id must be a category of this licence and content type, or
 * nothing changes (422 naming the first wrong id).
 */
import type { TCategory } from '@izlog/contract/categories';
import type { TContentTypeId } from '@izlog/contract/constants';
import { fieldError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { categoriesOfType, findCategoriesByIds, writePositions } from './categories.queries';
import { presentCategory } from './category.presenter';

export async function updateCategoryOrder(
  scope: TRequestScope,
  contentTypeId: TContentTypeId,
  ids: number[],
): Promise<TCategory[]> {
  const tdb = scope.tenant;
  const found = new Map((await findCategoriesByIds(tdb, ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const row = found.get(id);
    if (!row) throw fieldError('order', 'category_unknown', { id });
    if (row.contentTypeId !== contentTypeId) throw fieldError('order', 'category_other_type', { id });
  }
  const rows = await tdb.transaction(async (tx) => {
    const others = (await categoriesOfType(tx, contentTypeId)).map((row) => row.id).filter((id) => !found.has(id));
    await writePositions(tx, [...ids, ...others]);
    return categoriesOfType(tx, contentTypeId);
  });
  return rows.map((row) => presentCategory(row));
}
