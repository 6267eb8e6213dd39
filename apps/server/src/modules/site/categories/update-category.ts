/**
 * admin-update-category: every field optional; not sent keeps its value, an optional one sent empty is cleared. The content type is fixed after creation (SPEC §3, §4): another
 * value is a 422. A rename gives a new slug and refreshes the search text of the category's contents; setting the
 * status to deleted does what admin-delete-category does.
 */
import type { TCategory, TUpdateCategoryRequest } from '@izlog/contract/categories';
import { retryOnUniqueRace } from '../../../platform/db/unique-violation';
import { fieldError, notFound } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import { isSent } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { uniqueSlug } from '../../../platform/text/slug';
import { refreshContentSearchText } from '../contents/search/content-search-text';
import {
  findCategory,
  isSlugTaken,
  moveChildren,
  type TCategoryChanges,
  updateCategoryRow,
} from './categories.queries';
import { presentCategory } from './category.presenter';
import { assertAttributeInputs, writeAttributeInputs } from './category-attribute-inputs';
import { attributesByCategory } from './category-attributes';
import { storeCategoryImage } from './category-image';
import { assertValidParent } from './category-parent';

export async function updateCategory(
  scope: TRequestScope,
  id: number,
  input: TUpdateCategoryRequest,
  imageFile?: TUploadedFile,
): Promise<TCategory> {
  const tdb = scope.tenant;
  const category = await findCategory(tdb, id);
  if (!category) throw notFound();
  if (input.content_type_id !== undefined && input.content_type_id !== category.contentTypeId) {
    throw fieldError('content_type_id', 'category_content_type_fixed');
  }
  // Not sent keeps its value; an optional field sent empty is cleared (decision 0050): the parent to the top level.
  if (isSent(input, 'status') && input.status === undefined) throw fieldError('status', 'field_required');
  const parentId = isSent(input, 'parent_category_id') ? (input.parent_category_id ?? null) : category.parentCategoryId;
  if (input.parent_category_id != null && input.parent_category_id !== category.parentCategoryId) {
    await assertValidParent(tdb, input.parent_category_id, category.contentTypeId, id);
  }
  const attributes = input.attributes ?? [];
  await assertAttributeInputs(tdb, id, attributes);
  const image = await storeCategoryImage(scope, imageFile, input.stock_image);

  const isRenamed = input.name !== undefined && input.name !== category.name;
  const isDeleted = input.status === 'deleted' && category.status !== 'deleted';
  const row = await retryOnUniqueRace(() =>
    tdb.transaction(async (tx) => {
      const changes: TCategoryChanges = {
        parentCategoryId: parentId,
        ...(isRenamed && input.name
          ? { name: input.name, slug: await uniqueSlug(input.name, (slug) => isSlugTaken(tx, slug, id)) }
          : {}),
        ...(isSent(input, 'description') ? { description: input.description ?? null } : {}),
        ...(isSent(input, 'color') ? { color: input.color ?? null } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(image ? { image: image.image, stockImage: image.stockImage } : {}),
      };
      const updated = await updateCategoryRow(tx, id, changes);
      // A deleted category leaves no children behind: they move up to its parent (see docs/decisions).
      if (isDeleted) await moveChildren(tx, id, parentId);
      await writeAttributeInputs(tx, id, attributes);
      // Contents stay findable by the category's new name.
      if (isRenamed) await refreshContentSearchText(tx, { categoryId: id });
      return updated;
    }),
  );
  const attributeMap = await attributesByCategory(tdb, [id], false);
  return presentCategory(row, attributeMap.get(id) ?? []);
}
