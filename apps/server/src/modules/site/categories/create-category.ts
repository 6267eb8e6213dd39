/** admin-create-category: a category with its picture and attributes, placed at the end of its content type's menu. */
import type { TCategory, TCreateCategoryRequest } from '@izlog/contract/categories';
import { retryOnUniqueRace } from '../../../platform/db/unique-violation';
import type { TUploadedFile } from '../../../platform/http/form-body';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { uniqueSlug } from '../../../platform/text/slug';
import { insertCategory, isSlugTaken, nextPosition } from './categories.queries';
import { presentCategory } from './category.presenter';
import { assertAttributeInputs, writeAttributeInputs } from './category-attribute-inputs';
import { attributesByCategory } from './category-attributes';
import { storeCategoryImage } from './category-image';
import { assertValidParent } from './category-parent';

export async function createCategory(
  scope: TRequestScope,
  input: TCreateCategoryRequest,
  imageFile?: TUploadedFile,
): Promise<TCategory> {
  const tdb = scope.tenant;
  const parentId = input.parent_category_id ?? null;
  if (parentId !== null) await assertValidParent(tdb, parentId, input.content_type_id);
  const attributes = input.attributes ?? [];
  await assertAttributeInputs(tdb, undefined, attributes);
  // The picture is processed only once the input is known to be good, and outside the transaction (it is slow).
  const image = await storeCategoryImage(scope, imageFile, input.stock_image);

  const row = await retryOnUniqueRace(() =>
    tdb.transaction(async (tx) => {
      const created = await insertCategory(tx, {
        name: input.name,
        slug: await uniqueSlug(input.name, (slug) => isSlugTaken(tx, slug)),
        description: input.description ?? null,
        parentCategoryId: parentId,
        contentTypeId: input.content_type_id,
        color: input.color ?? null,
        status: input.status ?? 'active',
        image: image?.image ?? null,
        stockImage: image?.stockImage ?? null,
        position: await nextPosition(tx, input.content_type_id),
      });
      await writeAttributeInputs(tx, created.id, attributes);
      return created;
    }),
  );
  const attributeMap = await attributesByCategory(tdb, [row.id], false);
  return presentCategory(row, attributeMap.get(row.id) ?? []);
}
