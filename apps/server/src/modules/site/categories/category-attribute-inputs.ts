/**
 * The attributes list of a category form (SPEC §3): new attributes are created with their values and linked; an
 * entry with `id` updates that attribute and links it. A name already used by another attribute of the same
 * category (any case) is "Attribute already exists" (SPEC §5, §8).
 */
import { nameKey, type TAttributeInput } from '@izlog/contract/categories';
import { fieldError } from '../../../platform/http/errors';
import { isSent } from '../../../platform/http/partial-update';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import {
  attributeNamesOfCategories,
  categoryIdsOf,
  findAttribute,
  insertAttribute,
  linkAttribute,
  replaceValues,
  updateAttributeRow,
} from './attributes.queries';

/**
 * Throws 422 "Attribute already exists" on `field` when another attribute linked to one of `categoryIds` has `name`.
 * `attributeId` is the attribute being saved (its own name is no clash).
 */
export async function assertAttributeNameFree(
  tdb: TenantDb,
  name: string,
  categoryIds: number[],
  attributeId: number | undefined,
  field: string,
): Promise<void> {
  const key = nameKey(name);
  const names = await attributeNamesOfCategories(tdb, categoryIds);
  if (names.some((other) => other.attributeId !== attributeId && nameKey(other.name) === key)) {
    throw fieldError(field, 'attribute_exists');
  }
}

/**
 * Checks every entry before anything is written: referenced attributes exist, and no name clashes with the
 * category's other attributes or, for an existing attribute, with those of the other categories it belongs to.
 * Clashes inside the list itself are caught by the contract's schema.
 */
export async function assertAttributeInputs(
  tdb: TenantDb,
  categoryId: number | undefined,
  inputs: TAttributeInput[],
): Promise<void> {
  const own = categoryId === undefined ? [] : [categoryId];
  const listed = new Set(inputs.flatMap((input) => (input.id === undefined ? [] : [input.id])));
  for (const [index, input] of inputs.entries()) {
    const field = `attributes.${index}`;
    let categoryIds = own;
    if (input.id !== undefined) {
      if (!(await findAttribute(tdb, input.id))) throw fieldError(`${field}.id`, 'not_found');
      categoryIds = [...new Set([...own, ...(await categoryIdsOf(tdb, input.id))])];
    }
    const names = await attributeNamesOfCategories(tdb, categoryIds);
    const key = nameKey(input.name);
    // Attributes listed in this request are renamed by it, so their stored names are no clash.
    const clash = names.some(
      (other) => other.attributeId !== input.id && !listed.has(other.attributeId) && nameKey(other.name) === key,
    );
    if (clash) throw fieldError(`${field}.name`, 'attribute_exists');
  }
}

/** Writes the list (after `assertAttributeInputs`): creates or updates each attribute, its values and the link. */
export async function writeAttributeInputs(tdb: TenantDb, categoryId: number, inputs: TAttributeInput[]) {
  for (const input of inputs) {
    let attributeId = input.id;
    if (attributeId === undefined) {
      const created = await insertAttribute(tdb, {
        name: input.name,
        description: input.description ?? null,
        status: input.status ?? 'active',
      });
      attributeId = created.id;
    } else {
      // A listed attribute keeps what its entry does not send; a description sent empty is cleared (decision 0050).
      await updateAttributeRow(tdb, attributeId, {
        name: input.name,
        ...(isSent(input, 'description') ? { description: input.description ?? null } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
      });
    }
    if (input.values) await replaceValues(tdb, attributeId, input.values);
    await linkAttribute(tdb, attributeId, categoryId);
  }
}
