/** The parent rule of categories: an active category of the same licence and content type, never a descendant. */
import { fieldError } from '../../../platform/http/errors';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { categoriesOfType, findCategory } from './categories.queries';

const FIELD = 'parent_category_id';

/**
 * Throws a 422 on `parent_category_id` when `parentId` is unknown (or another licence's, or deleted), of another
 * content type, or `categoryId` itself or one of its subcategories (which would make a cycle).
 */
export async function assertValidParent(
  tdb: TenantDb,
  parentId: number,
  contentTypeId: number,
  categoryId?: number,
): Promise<void> {
  const parent = await findCategory(tdb, parentId);
  if (parent?.status !== 'active') throw fieldError(FIELD, 'category_parent_not_found');
  if (parent.contentTypeId !== contentTypeId) throw fieldError(FIELD, 'category_parent_other_type');
  if (categoryId === undefined) return;
  // Walk up from the parent: meeting the category itself means the parent is the category or lies below it.
  const parentOf = new Map(
    (await categoriesOfType(tdb, contentTypeId)).map((row) => [row.id, row.parentCategoryId] as const),
  );
  const seen = new Set<number>();
  for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === categoryId) throw fieldError(FIELD, 'category_parent_cycle');
    seen.add(at);
  }
}
