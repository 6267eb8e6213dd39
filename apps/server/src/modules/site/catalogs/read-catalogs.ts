/** The catalog reads of SPEC §7 "Catalogs": the public sees approved catalogs, authors their own, staff all. */
import type { TCatalog, TCatalogsQuery } from '@izlog/contract/catalogs';
import type { TContentListItem } from '@izlog/contract/contents';
import { notFound } from '../../../platform/http/errors';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';
import { contentListItemsInOrder } from '../contents/reads/content-list-items';
import { presentCatalog } from './catalog.presenter';
import { catalogViewer } from './catalog-access';
import {
  findVisibleCatalog,
  listCatalogProducts,
  listCatalogs,
  listLicenceCatalogs,
  listOwnCatalogs,
  listUserCatalogProducts,
  userExists,
  withDetails,
} from './catalogs.queries';

export async function listCatalogsPage(
  scope: TRequestScope,
  query: TCatalogsQuery,
  page: TPage,
): Promise<TPageResult<TCatalog>> {
  const filter = {
    authorId: query['filter[author_id]'],
    categoryId: query['filter[category_id]'],
    status: query['filter[status]'],
    slug: query['filter[slug]'],
    id: query['filter[id]'],
  };
  const { rows, total } = await listCatalogs(scope.tenant, catalogViewer(scope.actor), filter, page);
  return { items: rows.map(presentCatalog), total };
}

/** The signed-in user's own catalogs (any status but disabled), by name, for pickers. */
export async function listMyCatalogs(scope: TRequestScope): Promise<TCatalog[]> {
  const actor = requireSignedIn(scope.actor);
  return (await listOwnCatalogs(scope.tenant, catalogViewer(actor), actor.userId)).map(presentCatalog);
}

export async function listSiteCatalogs(scope: TRequestScope, cap: number): Promise<TCatalog[]> {
  return (await listLicenceCatalogs(scope.tenant, catalogViewer(scope.actor), cap)).map(presentCatalog);
}

export async function getCatalog(scope: TRequestScope, id: number): Promise<TCatalog> {
  const viewer = catalogViewer(scope.actor);
  const row = await findVisibleCatalog(scope.tenant, viewer, id);
  if (!row) throw notFound();
  const [record] = await withDetails(scope.tenant, viewer, [row]);
  return presentCatalog(record!);
}

/** Approved products of a catalog the reader sees, in catalog order. */
export async function listProductsOfCatalog(
  scope: TRequestScope,
  id: number,
  window: { limit: number; offset: number },
): Promise<TPageResult<TContentListItem> & { items: TContentListItem[] }> {
  if (!(await findVisibleCatalog(scope.tenant, catalogViewer(scope.actor), id))) throw notFound();
  const { ids, total } = await listCatalogProducts(scope.tenant, id, window);
  return { items: await contentListItemsInOrder(scope.tenant, ids), total };
}

/** Approved products in the catalogs of a user (public profile), each once, newest first. */
export async function listProductsOfUserCatalogs(
  scope: TRequestScope,
  userId: number,
  page: TPage,
): Promise<TPageResult<TContentListItem>> {
  if (!(await userExists(scope.tenant, userId))) throw notFound();
  const { ids, total } = await listUserCatalogProducts(scope.tenant, catalogViewer(scope.actor), userId, page);
  return { items: await contentListItemsInOrder(scope.tenant, ids), total };
}
