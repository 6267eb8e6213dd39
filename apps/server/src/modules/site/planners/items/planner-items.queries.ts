/**
 * Data access of the owner's planner items: scoped by licence (TenantDb) and by the owner (`user_id`, kept on the item),
 * read with their category and the product or catalog they link, in the planner page's order.
 */
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { catalogs, categories, contents, plannerItems } from '../../../../db/schema';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';

export type TPlannerItemRow = typeof plannerItems.$inferSelect;
export type TPlannerItemInsert = Omit<typeof plannerItems.$inferInsert, 'licenceId' | 'id'>;

/** An item as its presenter needs it: the row, its category's name and what it links. */
export type TPlannerItemRecord = TPlannerItemRow & {
  categoryName: string | null;
  categoryPosition: number | null;
  contentSlug: string | null;
  contentTitle: string | null;
  contentImage: string | null;
  catalogSlug: string | null;
  catalogName: string | null;
  catalogImage: string | null;
};

const ownedBy = (userId: number, ...conditions: (SQL | undefined)[]) =>
  and(eq(plannerItems.userId, userId), ...conditions) as SQL;

// Joined columns leave Drizzle's generic select untyped: the readers below cast to the shape selectRecords names.
function selectRecords(tdb: TenantDb, where: SQL) {
  return tdb
    .selectFields(
      plannerItems,
      {
        ...getTableColumns(plannerItems),
        categoryName: categories.name,
        categoryPosition: categories.position,
        contentSlug: contents.slug,
        contentTitle: contents.title,
        contentImage: contents.image,
        catalogSlug: catalogs.slug,
        catalogName: catalogs.name,
        catalogImage: catalogs.image,
      },
      where,
    )
    .leftJoin(categories, tdb.joinOn(categories, eq(categories.id, plannerItems.categoryId)))
    .leftJoin(contents, tdb.joinOn(contents, eq(contents.id, plannerItems.contentId)))
    .leftJoin(catalogs, tdb.joinOn(catalogs, eq(catalogs.id, plannerItems.catalogId)));
}

export async function findOwnItemRecord(
  tdb: TenantDb,
  userId: number,
  id: number,
): Promise<TPlannerItemRecord | undefined> {
  const [row] = await selectRecords(tdb, ownedBy(userId, eq(plannerItems.id, id))).limit(1);
  return row as unknown as TPlannerItemRecord | undefined;
}

/**
 * A planner's items by category (the site's category order, items without one last), then by date and time (undated
 * last), then as they were added: the planner page's groups in one read.
 */
export async function listPlannerItemRecords(
  tdb: TenantDb,
  userId: number,
  plannerId: number,
): Promise<TPlannerItemRecord[]> {
  const rows = await selectRecords(tdb, ownedBy(userId, eq(plannerItems.plannerId, plannerId))).orderBy(
    sql`${plannerItems.categoryId} is null`,
    asc(categories.position),
    asc(categories.name),
    asc(plannerItems.categoryId),
    sql`${plannerItems.scheduledDate} asc nulls last`,
    sql`${plannerItems.scheduledTime} asc nulls last`,
    asc(plannerItems.id),
  );
  return rows as unknown as TPlannerItemRecord[];
}

/** The planner an item of the owner is in (read without a lock: the caller locks that planner, then the item). */
export async function findOwnItemPlannerId(tdb: TenantDb, userId: number, id: number): Promise<number | undefined> {
  const [row] = await tdb
    .selectFields(plannerItems, { plannerId: plannerItems.plannerId }, ownedBy(userId, eq(plannerItems.id, id)))
    .limit(1);
  return row?.plannerId;
}

/** The owner's item if it is still in `plannerId`, locked for the write. */
export async function lockOwnItem(
  tx: TenantDb,
  userId: number,
  id: number,
  plannerId: number,
): Promise<TPlannerItemRow | undefined> {
  const [row] = await tx
    .select(plannerItems, ownedBy(userId, eq(plannerItems.id, id), eq(plannerItems.plannerId, plannerId)))
    .for('update');
  return row;
}

export async function countOwnItemsOf(tdb: TenantDb, userId: number, plannerId: number): Promise<number> {
  return tdb.count(plannerItems, ownedBy(userId, eq(plannerItems.plannerId, plannerId)));
}

/** What a planner already holds of a product or catalog (a link is there once: unique per planner). */
export type TLinkTarget = { contentId: number; catalogId?: undefined } | { catalogId: number; contentId?: undefined };

export async function findLinkedItemId(
  tdb: TenantDb,
  userId: number,
  plannerId: number,
  target: TLinkTarget,
): Promise<number | undefined> {
  const linked =
    target.contentId !== undefined
      ? eq(plannerItems.contentId, target.contentId)
      : eq(plannerItems.catalogId, target.catalogId);
  const [row] = await tdb
    .selectFields(plannerItems, { id: plannerItems.id }, ownedBy(userId, eq(plannerItems.plannerId, plannerId), linked))
    .limit(1);
  return row?.id;
}

export async function insertPlannerItem(tx: TenantDb, values: TPlannerItemInsert): Promise<number> {
  const [row] = await tx.insert(plannerItems, values).returning({ id: plannerItems.id });
  return row!.id;
}

export async function updateOwnItem(
  tx: TenantDb,
  userId: number,
  id: number,
  values: Partial<TPlannerItemInsert>,
): Promise<void> {
  await tx.update(plannerItems, values, ownedBy(userId, eq(plannerItems.id, id)));
}

export async function deleteOwnItem(tx: TenantDb, userId: number, id: number): Promise<void> {
  await tx.delete(plannerItems, ownedBy(userId, eq(plannerItems.id, id)));
}
