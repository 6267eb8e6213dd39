/**
 * admin-delete-category: the category's status becomes deleted (no row is removed, so it can be restored by
 * admin-update-category with status active). Its subcategories move up to its parent; its contents keep it.
 */
import { formatMessage } from '@izlog/contract/messages';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { findCategory, moveChildren, updateCategoryRow } from './categories.queries';

export async function deleteCategory(scope: TRequestScope, id: number): Promise<{ message: string }> {
  const category = await findCategory(scope.tenant, id);
  if (!category) throw notFound();
  if (category.status !== 'deleted') {
    await scope.tenant.transaction(async (tx) => {
      await updateCategoryRow(tx, id, { status: 'deleted' });
      await moveChildren(tx, id, category.parentCategoryId);
    });
  }
  return { message: formatMessage('category_deleted', scope.language) };
}
