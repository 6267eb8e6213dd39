/** The parent links of a content type's categories: readable paths and the subtree a category may not move into. */
import type { TCategory } from '@izlog/contract/categories';

type TNode = Pick<TCategory, 'id' | 'name' | 'parent_category_id'>;

/** "Clothes › Shoes": the names from the top down (a broken or cyclic link stops the walk). */
export function categoryPath(category: TNode, byId: Map<number, TNode>): string {
  const names = [category.name];
  const seen = new Set([category.id]);
  let parentId = category.parent_category_id;
  while (parentId !== null && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    names.unshift(parent.name);
    seen.add(parent.id);
    parentId = parent.parent_category_id;
  }
  return names.join(' › ');
}

/** The category and everything under it: none of them can become its parent (the server's cycle rule). */
function subtreeIds(rootId: number, categories: TNode[]): Set<number> {
  const result = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_category_id !== null && result.has(category.parent_category_id) && !result.has(category.id)) {
        result.add(category.id);
        grew = true;
      }
    }
  }
  return result;
}

/** Parent choices for a category (absent: a new one), each named by its path. */
export function parentChoices(categories: TNode[], categoryId?: number): { value: string; label: string }[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const excluded = categoryId === undefined ? new Set<number>() : subtreeIds(categoryId, categories);
  return categories
    .filter((category) => !excluded.has(category.id))
    .map((category) => ({ value: String(category.id), label: categoryPath(category, byId) }));
}
