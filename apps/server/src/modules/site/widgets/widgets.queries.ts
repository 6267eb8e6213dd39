/**
 * Data access for widgets: the widget rows and their tags, each page's layout version (the validity checks of
 * decision 0034), and the lookups that tell whether what a widget names belongs to the licence.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { categories, contactServices, contents, pageLayouts, pageWidgets, tags, widgetTags } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TWidgetRow = typeof pageWidgets.$inferSelect;
export type TWidgetValues = Omit<typeof pageWidgets.$inferInsert, 'licenceId' | 'id'>;
export type TWidgetTag = { widgetId: number; id: number; name: string };
/** Which page of a number a read keeps: a content's or a category's (null: both). */
export type TPageTarget = { contentId?: number; categoryId?: number };

const layoutOrder = [asc(pageWidgets.pageName), asc(pageWidgets.columnNumber), asc(pageWidgets.sortOrder)];

export function findWidget(tdb: TenantDb, id: number) {
  return tdb.findOne(pageWidgets, eq(pageWidgets.id, id));
}

const targetCondition = (target: TPageTarget): SQL | undefined =>
  and(
    target.contentId === undefined ? undefined : eq(pageWidgets.pageContentId, target.contentId),
    target.categoryId === undefined ? undefined : eq(pageWidgets.pageCategoryId, target.categoryId),
  );

/** The widgets of a page in layout order (position, then place in it). */
export function widgetsOfPage(tdb: TenantDb, pageName: string, target: TPageTarget = {}): Promise<TWidgetRow[]> {
  return tdb
    .select(pageWidgets, and(eq(pageWidgets.pageName, pageName), targetCondition(target)))
    .orderBy(...layoutOrder, asc(pageWidgets.id));
}

/** The first widget of a page's position, if any. */
export async function firstWidgetOf(tdb: TenantDb, pageName: string, columnNumber: number) {
  const [row] = await tdb
    .select(pageWidgets, and(eq(pageWidgets.pageName, pageName), eq(pageWidgets.columnNumber, columnNumber)))
    .orderBy(asc(pageWidgets.sortOrder), asc(pageWidgets.id))
    .limit(1);
  return row;
}

/** Every widget of the site (or of one page), page by page in layout order. */
export async function listWidgetRows(tdb: TenantDb, pageName: string | undefined, page: TPage) {
  const where = pageName === undefined ? undefined : eq(pageWidgets.pageName, pageName);
  const [rows, total] = await Promise.all([
    tdb
      .select(pageWidgets, where)
      .orderBy(...layoutOrder, asc(pageWidgets.id))
      .limit(page.limit)
      .offset(page.offset),
    tdb.count(pageWidgets, where),
  ]);
  return { rows, total };
}

/** The selected tags of the widgets, by name. */
export async function tagsOfWidgets(tdb: TenantDb, widgetIds: number[]): Promise<TWidgetTag[]> {
  if (widgetIds.length === 0) return [];
  const rows = await tdb
    .selectFields(
      widgetTags,
      { widgetId: widgetTags.widgetId, id: tags.id, name: tags.name },
      inArray(widgetTags.widgetId, widgetIds),
    )
    .innerJoin(tags, tdb.joinOn(tags, eq(tags.id, widgetTags.tagId)))
    .orderBy(asc(tags.name), asc(tags.id));
  // Drizzle loses the selection's types over a joined tenant table (as contents.queries.ts notes).
  return rows as unknown as TWidgetTag[];
}

export async function setWidgetTags(tdb: TenantDb, widgetId: number, tagIds: number[]): Promise<void> {
  await tdb.delete(widgetTags, eq(widgetTags.widgetId, widgetId));
  if (tagIds.length > 0)
    await tdb.insert(
      widgetTags,
      tagIds.map((tagId) => ({ widgetId, tagId })),
    );
}

export async function insertWidget(tdb: TenantDb, values: TWidgetValues): Promise<TWidgetRow> {
  const [row] = await tdb.insert(pageWidgets, values).returning();
  return row!;
}

/**
 * Changes a widget and raises its version, only while its version is `expectedVersion` (when given): undefined
 * when the widget is gone or was changed by someone else meanwhile.
 */
export async function updateWidgetRow(
  tdb: TenantDb,
  id: number,
  changes: Partial<TWidgetValues>,
  expectedVersion?: number,
): Promise<TWidgetRow | undefined> {
  const [row] = await tdb
    .update(
      pageWidgets,
      { ...changes, version: sql`${pageWidgets.version} + 1`, updatedAt: new Date() },
      and(
        eq(pageWidgets.id, id),
        expectedVersion === undefined ? undefined : eq(pageWidgets.version, expectedVersion),
      )!,
    )
    .returning();
  return row;
}

/** Deletes a widget at `expectedVersion`: false when it is gone or was changed meanwhile. */
export async function deleteWidgetRow(tdb: TenantDb, id: number, expectedVersion: number): Promise<boolean> {
  const rows = await tdb
    .delete(pageWidgets, and(eq(pageWidgets.id, id), eq(pageWidgets.version, expectedVersion))!)
    .returning({ id: pageWidgets.id });
  return rows.length > 0;
}

/** Moves widgets to their places (the renumbering of a position), without touching their versions. */
export async function placeWidgets(
  tdb: TenantDb,
  places: { id: number; columnNumber: number; sortOrder: number }[],
): Promise<void> {
  for (const place of places) {
    await tdb.update(
      pageWidgets,
      { columnNumber: place.columnNumber, sortOrder: place.sortOrder },
      eq(pageWidgets.id, place.id),
    );
  }
}

/** The page's layout version: 0 while the page has no row. */
export async function layoutVersion(tdb: TenantDb, pageName: string): Promise<number> {
  const row = await tdb.findOne(pageLayouts, eq(pageLayouts.pageName, pageName));
  return row?.version ?? 0;
}

/**
 * Raises the page's layout version and answers the new one. With `expected`, only while the version is `expected`
 * (0: the page has none yet): null then means someone changed the layout meanwhile. The row is locked until the
 * transaction ends, so every write to one page's layout waits for the one before it.
 */
export async function raiseLayoutVersion(tdb: TenantDb, pageName: string, expected?: number): Promise<number | null> {
  const [row] = await tdb
    .insert(pageLayouts, { pageName, version: 1 })
    .onConflictDoUpdate({
      target: [pageLayouts.licenceId, pageLayouts.pageName],
      set: { version: sql`${pageLayouts.version} + 1`, updatedAt: new Date() },
      setWhere: expected === undefined ? undefined : eq(pageLayouts.version, expected),
    })
    .returning({ version: pageLayouts.version });
  if (!row) return null;
  if (expected !== undefined && row.version !== expected + 1) return null;
  return row.version;
}

/** The contact services of `ids` that are not deleted (name and description: never the address). */
export function contactServicesByIds(tdb: TenantDb, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tdb.selectFields(
    contactServices,
    { id: contactServices.id, serviceName: contactServices.serviceName, description: contactServices.description },
    and(inArray(contactServices.id, ids), isNull(contactServices.deletedAt)),
  );
}

export function findContentTypeOf(tdb: TenantDb, contentId: number) {
  return tdb
    .selectFields(contents, { id: contents.id, contentTypeId: contents.contentTypeId }, eq(contents.id, contentId))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findCategoryRow(tdb: TenantDb, categoryId: number) {
  return tdb
    .selectFields(
      categories,
      { id: categories.id, contentTypeId: categories.contentTypeId, status: categories.status },
      eq(categories.id, categoryId),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

/** Which of `ids` are tags of the licence. */
export async function knownTagIds(tdb: TenantDb, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tdb.selectFields(tags, { id: tags.id }, inArray(tags.id, ids));
  return new Set(rows.map((row) => row.id));
}
