/**
 * admin-delete-category: the category's status becomes deleted (no row is removed, so it can be restored by
 * admin-update-category with status active). Its subcategories move up to its parent; its contents keep it.
 */
import { formatMessage } from '@izlog/contract/messages';
import { notFound } from '../../platform/http/errors';
import { findCategory, moveChildren, updateCategoryRow } from './categories.queries';
import type { TCategoryContext } from './category-context';

export async function deleteCategory(ctx: TCategoryContext, id: number): Promise<{ message: string }> {
  const category = await findCategory(ctx.tenant, id);
  if (!category) throw notFound();
  if (category.status !== 'deleted') {
    await ctx.tenant.transaction(async (tx) => {
      await updateCategoryRow(tx, id, { status: 'deleted' });
      await moveChildren(tx, id, category.parentCategoryId);
    });
  }
  return { message: formatMessage('category_deleted', ctx.language) };
}
