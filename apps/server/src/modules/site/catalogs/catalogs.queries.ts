/** Data access for catalogs: who sees which, lists, one catalog with its author and products, and the writes. */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { REVISION_STATUSES, type TPendingRevision } from '@izlog/contract/revisions';
import { and, asc, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { publicNameOfUser } from '../../../db/public-names';
import { catalogProducts, catalogs, categories, contentRevisions, contents, users } from '../../../db/schema';
import type { TPage } from '../../../platform/http/pagination';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { pendingRevisionsOf } from '../publishing/revisions';
import { PUBLIC_STATUS } from '../publishing/status-machine';

export type TCatalogRow = typeof catalogs.$inferSelect;
export type TAuthorRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'name' | 'surname' | 'companyName' | 'avatar'
>;
/**
 * A catalog with what its answer shows: the author, the product ids the viewer may see, in order, and — for its
 * author and staff — the edit waiting for moderation (left undefined for anyone else).
 */
export type TCatalogRecord = TCatalogRow & {
  author: TAuthorRow | null;
  productIds: number[];
  pendingRevision?: TPendingRevision | null;
};

/** Who is looking: content staff see every catalog, a signed-in author also their own, the public approved ones. */
export type TCatalogViewer = { seesAll: boolean; userId: number | null };

export type TCatalogFilter = {
  authorId?: number;
  categoryId?: number;
  status?: string;
  slug?: string;
  id?: number;
};

export function visibleCatalogs(viewer: TCatalogViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  const approved = eq(catalogs.status, PUBLIC_STATUS);
  return viewer.userId === null ? approved : or(approved, eq(catalogs.authorId, viewer.userId));
}

/**
 * Without a status filter, disabled (deleted) catalogs stay out of every list, the owner's and staff's too, but for
 * the ones a moderator disapproved, which stay in their author's own list, marked (issue 26 item 14). For staff
 * and an author listing their own, an approved catalog whose edit waits in the asked status matches it too.
 */
function filterCondition(tdb: TenantDb, viewer: TCatalogViewer, filter: TCatalogFilter): SQL | undefined {
  const isOwnList = filter.authorId !== undefined && filter.authorId === viewer.userId;
  const isInsider = viewer.seesAll || isOwnList;
  const withWaitingEdits =
    isInsider && filter.status !== undefined && (REVISION_STATUSES as readonly string[]).includes(filter.status);
  return and(
    filter.authorId !== undefined ? eq(catalogs.authorId, filter.authorId) : undefined,
    filter.categoryId !== undefined ? eq(catalogs.categoryId, filter.categoryId) : undefined,
    filter.slug !== undefined ? eq(catalogs.slug, filter.slug) : undefined,
    filter.id !== undefined ? eq(catalogs.id, filter.id) : undefined,
    filter.status === undefined
      ? isOwnList
        ? or(ne(catalogs.status, 'deleted'), isNotNull(catalogs.rejectedAt))
        : ne(catalogs.status, 'deleted')
      : withWaitingEdits
        ? or(
            eq(catalogs.status, filter.status),
            and(eq(catalogs.status, PUBLIC_STATUS), hasPendingRevisionIn(tdb, filter.status)),
          )
        : eq(catalogs.status, filter.status),
  );
}

export async function listCatalogs(tdb: TenantDb, viewer: TCatalogViewer, filter: TCatalogFilter, page: TPage) {
  const where = and(visibleCatalogs(viewer), filterCondition(tdb, viewer, filter));
  const [rows, total] = await Promise.all([
    tdb.select(catalogs, where).orderBy(desc(catalogs.id)).limit(page.limit).offset(page.offset),
    tdb.count(catalogs, where),
  ]);
  return { rows: await withDetails(tdb, viewer, rows), total };
}

export async function findCatalog(tdb: TenantDb, id: number): Promise<TCatalogRow | undefined> {
  return tdb.findOne(catalogs, eq(catalogs.id, id));
}

export async function findVisibleCatalog(tdb: TenantDb, viewer: TCatalogViewer, id: number) {
  const [row] = await tdb.select(catalogs, and(eq(catalogs.id, id), visibleCatalogs(viewer))).limit(1);
  return row;
}

export async function findCatalogsByIds(tdb: TenantDb, ids: number[]): Promise<TCatalogRow[]> {
  if (ids.length === 0) return [];
  return tdb.select(catalogs, inArray(catalogs.id, ids));
}

/** The viewer's own catalogs for pickers: any status but disabled. */
export async function listOwnCatalogs(tdb: TenantDb, viewer: TCatalogViewer, userId: number) {
  const rows = await tdb
    .select(catalogs, and(eq(catalogs.authorId, userId), ne(catalogs.status, 'deleted')))
    .orderBy(asc(catalogs.name), asc(catalogs.id));
  return withDetails(tdb, viewer, rows);
}

export async function listLicenceCatalogs(tdb: TenantDb, viewer: TCatalogViewer, cap: number) {
  const rows = await tdb
    .select(catalogs, eq(catalogs.status, PUBLIC_STATUS))
    .orderBy(asc(catalogs.name), asc(catalogs.id))
    .limit(cap);
  return withDetails(tdb, viewer, rows);
}

/** Catalog rows with their authors and the product ids the viewer may see (approved ones for the public). */
export async function withDetails(
  tdb: TenantDb,
  viewer: TCatalogViewer,
  rows: TCatalogRow[],
): Promise<TCatalogRecord[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.map((row) => row.authorId))];
  const [authors, links] = await Promise.all([
    tdb.selectFields(
      users,
      {
        id: users.id,
        // The name the site shows, never a login e-mail (decision 0045).
        username: publicNameOfUser().as('public_name'),
        name: users.name,
        surname: users.surname,
        companyName: users.companyName,
        avatar: users.avatar,
      },
      inArray(users.id, authorIds),
    ),
    tdb
      .selectFields(
        catalogProducts,
        { catalogId: catalogProducts.catalogId, contentId: catalogProducts.contentId },
        inArray(
          catalogProducts.catalogId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(catalogProducts.position), asc(catalogProducts.contentId)),
  ]);
  const statuses = await productStatuses(tdb, [...new Set(links.map((link) => link.contentId))]);
  const authorById = new Map(authors.map((author) => [author.id, author]));
  const seesDraftsOf = (row: TCatalogRow) => viewer.seesAll || viewer.userId === row.authorId;
  const pending = await pendingRevisionsOf(
    tdb,
    'catalog',
    rows.filter(seesDraftsOf).map((row) => row.id),
  );
  return rows.map((row) => {
    const seesDrafts = seesDraftsOf(row);
    const productIds = links
      .filter((link) => link.catalogId === row.id)
      .filter((link) => {
        const status = statuses.get(link.contentId);
        return seesDrafts ? status !== 'deleted' : status === PUBLIC_STATUS;
      })
      .map((link) => link.contentId);
    return {
      ...row,
      author: authorById.get(row.authorId) ?? null,
      productIds,
      pendingRevision: seesDrafts ? (pending.get(row.id) ?? null) : undefined,
    };
  });
}

async function productStatuses(tdb: TenantDb, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tdb.selectFields(
    contents,
    { id: contents.id, status: contents.status },
    inArray(contents.id, ids),
  );
  return new Map(rows.map((row) => [row.id, row.status]));
}

const approvedProduct = () => and(eq(contents.contentTypeId, CONTENT_TYPE.product), eq(contents.status, PUBLIC_STATUS));

/** The ids of the approved products of one catalog, in catalog order, and how many there are. */
export async function listCatalogProducts(tdb: TenantDb, catalogId: number, window: { limit: number; offset: number }) {
  const where = and(eq(catalogProducts.catalogId, catalogId), approvedProduct());
  const joined = <T extends Record<string, SQL.Aliased | typeof catalogProducts.contentId>>(fields: T) =>
    tdb
      .selectFields(catalogProducts, fields, where)
      .innerJoin(contents, tdb.scope(contents, eq(contents.id, catalogProducts.contentId)));
  const [refs, totals] = await Promise.all([
    joined({ id: catalogProducts.contentId })
      .orderBy(asc(catalogProducts.position), asc(catalogProducts.contentId))
      .limit(window.limit)
      .offset(window.offset),
    joined({ n: sql<number>`count(*)::int`.as('n') }),
  ]);
  return { ids: refs.map((ref) => Number(ref.id)), total: Number(totals[0]?.n ?? 0) };
}

/** The ids of approved products in the catalogs of `authorId` that the viewer sees, each once, newest first. */
export async function listUserCatalogProducts(tdb: TenantDb, viewer: TCatalogViewer, authorId: number, page: TPage) {
  const theirCatalogs = and(
    eq(catalogs.authorId, authorId),
    ne(catalogs.status, 'deleted'),
    visibleCatalogs(viewer),
    eq(catalogs.id, catalogProducts.catalogId),
  )!;
  const inTheirCatalogs = tdb.exists(
    catalogProducts,
    and(eq(catalogProducts.contentId, contents.id), tdb.exists(catalogs, theirCatalogs))!,
  );
  const where = and(approvedProduct(), inTheirCatalogs);
  const [refs, total] = await Promise.all([
    tdb
      .selectFields(contents, { id: contents.id }, where)
      .orderBy(desc(contents.createdAt), desc(contents.id))
      .limit(page.limit)
      .offset(page.offset),
    tdb.count(contents, where),
  ]);
  return { ids: refs.map((ref) => ref.id), total };
}

export async function userExists(tdb: TenantDb, userId: number): Promise<boolean> {
  return (await tdb.count(users, and(eq(users.id, userId), ne(users.status, 'deleted')))) > 0;
}

/** A category a catalog may be filed under: active, for products and catalogs (DESIGN §3). */
export async function isCatalogCategory(tdb: TenantDb, categoryId: number): Promise<boolean> {
  const where = and(
    eq(categories.id, categoryId),
    eq(categories.status, 'active'),
    eq(categories.contentTypeId, CONTENT_TYPE.product),
  );
  return (await tdb.count(categories, where)) > 0;
}

/** Of `ids`, the products that may go into a catalog: not disabled, and the author's own when `authorId` is given. */
export async function findAddableProductIds(tdb: TenantDb, ids: number[], authorId: number | null): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tdb.selectFields(
    contents,
    { id: contents.id },
    and(
      inArray(contents.id, ids),
      eq(contents.contentTypeId, CONTENT_TYPE.product),
      ne(contents.status, 'deleted'),
      authorId === null ? undefined : eq(contents.authorId, authorId),
    ),
  );
  return rows.map((row) => row.id);
}

export async function isCatalogSlugTaken(tdb: TenantDb, slug: string, exceptId?: number): Promise<boolean> {
  const where = and(eq(catalogs.slug, slug), exceptId === undefined ? undefined : ne(catalogs.id, exceptId));
  return (await tdb.count(catalogs, where)) > 0;
}

export type TCatalogValues = Omit<typeof catalogs.$inferInsert, 'licenceId' | 'id' | 'createdAt'>;

export async function insertCatalog(tdb: TenantDb, values: TCatalogValues): Promise<TCatalogRow> {
  const [row] = await tdb.insert(catalogs, values).returning();
  return row as TCatalogRow;
}

export async function updateCatalog(tdb: TenantDb, id: number, values: Partial<TCatalogValues>): Promise<TCatalogRow> {
  const [row] = await tdb.update(catalogs, { ...values, updatedAt: new Date() }, eq(catalogs.id, id)).returning();
  return row as TCatalogRow;
}

/** Replaces the catalog's products by `productIds`, keeping their order as the catalog order. */
export async function replaceCatalogProducts(tdb: TenantDb, catalogId: number, productIds: number[]): Promise<void> {
  await tdb.delete(catalogProducts, eq(catalogProducts.catalogId, catalogId));
  if (productIds.length === 0) return;
  await tdb.insert(
    catalogProducts,
    productIds.map((contentId, position) => ({ catalogId, contentId, position })),
  );
}

/** "An edit of this catalog waits in `status`", inside a query over catalogs. */
const hasPendingRevisionIn = (tdb: TenantDb, status: string): SQL =>
  tdb.exists(contentRevisions, and(eq(contentRevisions.catalogId, catalogs.id), eq(contentRevisions.status, status))!);

/** How many catalogs wait for a moderator: new ones on moderation, and edits of approved ones. */
export function countCatalogsWaiting(tdb: TenantDb): Promise<number> {
  return tdb.count(
    catalogs,
    or(
      eq(catalogs.status, 'on_moderation'),
      and(eq(catalogs.status, PUBLIC_STATUS), hasPendingRevisionIn(tdb, 'on_moderation')),
    ),
  );
}
