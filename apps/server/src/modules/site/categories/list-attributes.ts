/** GET /attributes: the licence's attributes with their values; with filter[category_id], that category's. */
import type { TAttribute, TAttributesQuery } from '@izlog/contract/categories';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { authorize, can } from '../../../platform/permissions/policy';
import { linksOfCategory, listAttributes } from './attributes.queries';
import { findCategory } from './categories.queries';
import { presentAttribute } from './category.presenter';
import { valuesByAttribute } from './category-attributes';

/** The public sees active attributes of active categories; managers may ask for any status. */
export async function findAttributes(
  scope: TRequestScope,
  query: TAttributesQuery,
  page: TPage,
): Promise<{ items: TAttribute[]; total: number }> {
  const tdb = scope.tenant;
  const status = query['filter[status]'];
  // Category managers (SPEC §6) see inactive attributes; the public does not (401 or 403 when it asks for them).
  if (status !== undefined && status !== 'active') authorize(scope.actor, 'categories.manage');
  const canManage = can(scope.actor, 'categories.manage');
  const categoryId = query['filter[category_id]'];
  if (categoryId !== undefined && !canManage) {
    const category = await findCategory(tdb, categoryId);
    if (category?.status !== 'active') return { items: [], total: 0 };
  }
  const { rows, total } = await listAttributes(
    tdb,
    { categoryId, name: query['filter[name]'], status: status ?? (canManage ? undefined : 'active') },
    page,
  );
  const ids = rows.map((row) => row.id);
  const values = await valuesByAttribute(tdb, ids);
  const links = new Map(
    categoryId === undefined
      ? []
      : (await linksOfCategory(tdb, categoryId, ids)).map((link) => [link.attributeId, link]),
  );
  return { items: rows.map((row) => presentAttribute(row, values.get(row.id) ?? [], links.get(row.id))), total };
}
