/** Data access for attributes, their values and their links to categories (SPEC §3 attribute_connect). */
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { attributeCategories, attributes, attributeValues } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TAttributeRow = typeof attributes.$inferSelect;
export type TValueRow = typeof attributeValues.$inferSelect;
export type TLinkRow = typeof attributeCategories.$inferSelect;
/** An attribute read through a category: the attribute and its link to that category. */
export type TLinkedAttribute = { attribute: TAttributeRow; link: TLinkRow };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function findAttribute(tdb: TenantDb, id: number): Promise<TAttributeRow | undefined> {
  return tdb.findOne(attributes, eq(attributes.id, id));
}

export function findLink(tdb: TenantDb, id: number): Promise<TLinkRow | undefined> {
  return tdb.findOne(attributeCategories, eq(attributeCategories.id, id));
}

/** Attributes linked to the categories, in the order they were linked; `activeOnly` for the public. */
export async function linkedAttributes(
  tdb: TenantDb,
  categoryIds: number[],
  activeOnly: boolean,
): Promise<TLinkedAttribute[]> {
  if (categoryIds.length === 0) return [];
  const links = (await tdb
    .select(
      attributeCategories,
      and(
        inArray(attributeCategories.categoryId, categoryIds),
        activeOnly ? eq(attributeCategories.status, 'active') : undefined,
      ),
    )
    .orderBy(asc(attributeCategories.id))) as TLinkRow[];
  const ids = [...new Set(links.map((link) => link.attributeId))];
  if (ids.length === 0) return [];
  const rows = (await tdb.select(
    attributes,
    and(inArray(attributes.id, ids), activeOnly ? eq(attributes.status, 'active') : undefined),
  )) as TAttributeRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return links.flatMap((link) => {
    const attribute = byId.get(link.attributeId);
    return attribute ? [{ attribute, link }] : [];
  });
}

export type TAttributeFilter = { categoryId?: number; name?: string; status?: string };

/** Attributes of the licence, or of one category (then each comes with its link). */
export async function listAttributes(tdb: TenantDb, filter: TAttributeFilter, page: TPage) {
  const where = and(
    filter.name ? ilike(attributes.name, `%${escapeLike(filter.name)}%`) : undefined,
    filter.status ? eq(attributes.status, filter.status) : undefined,
    filter.categoryId !== undefined
      ? tdb.exists(
          attributeCategories,
          and(
            eq(attributeCategories.attributeId, attributes.id),
            eq(attributeCategories.categoryId, filter.categoryId),
          ) as SQL,
        )
      : undefined,
  );
  const [rows, total] = await Promise.all([
    tdb.select(attributes, where).orderBy(asc(attributes.id)).limit(page.limit).offset(page.offset),
    tdb.count(attributes, where),
  ]);
  return { rows: rows as TAttributeRow[], total };
}

export async function linksOfCategory(tdb: TenantDb, categoryId: number, attributeIds: number[]): Promise<TLinkRow[]> {
  if (attributeIds.length === 0) return [];
  const rows = await tdb.select(
    attributeCategories,
    and(eq(attributeCategories.categoryId, categoryId), inArray(attributeCategories.attributeId, attributeIds)),
  );
  return rows as TLinkRow[];
}

export async function valuesOf(tdb: TenantDb, attributeIds: number[]): Promise<TValueRow[]> {
  if (attributeIds.length === 0) return [];
  const rows = await tdb
    .select(attributeValues, inArray(attributeValues.attributeId, attributeIds))
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
  return rows as TValueRow[];
}

/** Ids of the categories an attribute is linked to. */
export async function categoryIdsOf(tdb: TenantDb, attributeId: number): Promise<number[]> {
  const rows = await tdb.selectFields(
    attributeCategories,
    { categoryId: attributeCategories.categoryId },
    eq(attributeCategories.attributeId, attributeId),
  );
  return rows.map((row) => row.categoryId);
}

export async function insertAttribute(
  tdb: TenantDb,
  values: { name: string; description?: string | null; status?: string },
): Promise<TAttributeRow> {
  const [row] = await tdb.insert(attributes, values).returning();
  return row as TAttributeRow;
}

export async function updateAttributeRow(
  tdb: TenantDb,
  id: number,
  changes: Partial<Pick<TAttributeRow, 'name' | 'description' | 'status'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tdb.update(attributes, changes, eq(attributes.id, id));
}

export async function linkAttribute(tdb: TenantDb, attributeId: number, categoryId: number): Promise<void> {
  await tdb.insert(attributeCategories, { attributeId, categoryId, status: 'active' }).onConflictDoNothing();
}

export async function deleteAttributeRow(tdb: TenantDb, id: number): Promise<void> {
  await tdb.delete(attributes, eq(attributes.id, id));
}

export async function deleteLinkRow(tdb: TenantDb, id: number): Promise<void> {
  await tdb.delete(attributeCategories, eq(attributeCategories.id, id));
}

/**
 * Makes the attribute's values exactly `values`, in that order. A value kept (compared without case) keeps its id, so
 * products that chose it keep their choice; a dropped value is deleted with the products' choices of it.
 */
export async function replaceValues(tdb: TenantDb, attributeId: number, values: string[]): Promise<void> {
  const existing = await valuesOf(tdb, [attributeId]);
  const byKey = new Map(existing.map((row) => [row.value.toLocaleLowerCase('sr'), row]));
  const keptIds = new Set<number>();
  const toInsert: { attributeId: number; value: string; position: number }[] = [];
  for (const [index, value] of values.entries()) {
    const match = byKey.get(value.toLocaleLowerCase('sr'));
    if (match && !keptIds.has(match.id)) {
      keptIds.add(match.id);
      if (match.value !== value || match.position !== index) {
        await tdb.update(attributeValues, { value, position: index }, eq(attributeValues.id, match.id));
      }
    } else {
      toInsert.push({ attributeId, value, position: index });
    }
  }
  const dropped = existing.filter((row) => !keptIds.has(row.id)).map((row) => row.id);
  if (dropped.length > 0) await tdb.delete(attributeValues, inArray(attributeValues.id, dropped));
  if (toInsert.length > 0) await tdb.insert(attributeValues, toInsert);
}

export type TAttributeName = { attributeId: number; name: string };

/** Names of the attributes linked to any of the categories (every status), for the duplicate check. */
export async function attributeNamesOfCategories(tdb: TenantDb, categoryIds: number[]): Promise<TAttributeName[]> {
  const linked = await linkedAttributes(tdb, categoryIds, false);
  return linked.map(({ attribute }) => ({ attributeId: attribute.id, name: attribute.name }));
}
