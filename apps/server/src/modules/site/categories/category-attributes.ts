/** Reads the attributes (with values and their attribute_connect link) of categories, for `expand=attributes`. */
import type { TAttribute } from '@izlog/contract/categories';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { linkedAttributes, type TValueRow, valuesOf } from './attributes.queries';
import { presentAttribute } from './category.presenter';

/** Each category's attributes, in the order they were linked; the public sees active attributes and links only. */
export async function attributesByCategory(
  tdb: TenantDb,
  categoryIds: number[],
  activeOnly: boolean,
): Promise<Map<number, TAttribute[]>> {
  const linked = await linkedAttributes(tdb, categoryIds, activeOnly);
  const values = await valuesByAttribute(tdb, [...new Set(linked.map(({ attribute }) => attribute.id))]);
  const result = new Map<number, TAttribute[]>(categoryIds.map((id) => [id, []]));
  for (const { attribute, link } of linked) {
    result.get(link.categoryId)?.push(presentAttribute(attribute, values.get(attribute.id) ?? [], link));
  }
  return result;
}

export async function valuesByAttribute(tdb: TenantDb, attributeIds: number[]): Promise<Map<number, TValueRow[]>> {
  const result = new Map<number, TValueRow[]>();
  for (const row of await valuesOf(tdb, attributeIds)) {
    const list = result.get(row.attributeId) ?? [];
    list.push(row);
    result.set(row.attributeId, list);
  }
  return result;
}
