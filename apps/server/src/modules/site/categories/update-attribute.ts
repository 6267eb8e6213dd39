/**
 * admin-update-attribute: name, description, status and the whole list of values (comma-separated, SPEC §5); a
 * field not sent keeps its value (decision 0050).
 * A name used by another attribute of a category this one belongs to is "Attribute already exists".
 */
import type { TAttribute, TUpdateAttributeRequest } from '@izlog/contract/categories';
import { fieldError, notFound } from '../../../platform/http/errors';
import { isSent } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { categoryIdsOf, findAttribute, replaceValues, updateAttributeRow } from './attributes.queries';
import { presentAttribute } from './category.presenter';
import { assertAttributeNameFree } from './category-attribute-inputs';
import { valuesByAttribute } from './category-attributes';

export async function updateAttribute(
  scope: TRequestScope,
  id: number,
  input: TUpdateAttributeRequest,
): Promise<TAttribute> {
  const tdb = scope.tenant;
  if (!(await findAttribute(tdb, id))) throw notFound();
  if (input.name !== undefined) {
    await assertAttributeNameFree(tdb, input.name, await categoryIdsOf(tdb, id), id, 'name');
  }
  // Not sent keeps its value; the description sent empty is cleared; status and values are required (decision 0050).
  if (isSent(input, 'status') && input.status === undefined) throw fieldError('status', 'field_required');
  if (isSent(input, 'values') && input.values === undefined) throw fieldError('values', 'attribute_values_required');
  await tdb.transaction(async (tx) => {
    await updateAttributeRow(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(isSent(input, 'description') ? { description: input.description ?? null } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    });
    if (input.values) await replaceValues(tx, id, input.values);
  });
  const attribute = await findAttribute(tdb, id);
  if (!attribute) throw notFound();
  return presentAttribute(attribute, (await valuesByAttribute(tdb, [id])).get(id) ?? []);
}
