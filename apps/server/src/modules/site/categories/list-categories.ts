/** GET /categories and GET /categories/:id: the public sees active categories only; managers may ask for deleted. */
import type { TCategoriesQuery, TCategory } from '@izlog/contract/categories';
import { notFound } from '../../../platform/http/errors';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { authorize, can } from '../../../platform/permissions/policy';
import { findCategory, listCategories, type TCategoryRow } from './categories.queries';
import { presentCategory } from './category.presenter';
import { attributesByCategory } from './category-attributes';

const expandsAttributes = (expand: string | undefined) =>
  (expand ?? '')
    .split(',')
    .map((part) => part.trim())
    .includes('attributes');

async function present(scope: TRequestScope, rows: TCategoryRow[], expand: string | undefined): Promise<TCategory[]> {
  if (!expandsAttributes(expand)) return rows.map((row) => presentCategory(row));
  const attributes = await attributesByCategory(
    scope.tenant,
    rows.map((row) => row.id),
    !can(scope.actor, 'categories.manage'),
  );
  return rows.map((row) => presentCategory(row, attributes.get(row.id) ?? []));
}

export async function findCategories(
  scope: TRequestScope,
  query: TCategoriesQuery,
  page: TPage,
): Promise<{ items: TCategory[]; total: number }> {
  const status = query['filter[status]'] ?? 'active';
  // Category managers (SPEC §6) see deleted categories; the public does not (401 or 403 when it asks for them).
  if (status !== 'active') authorize(scope.actor, 'categories.manage');
  const { rows, total } = await listCategories(
    scope.tenant,
    {
      status,
      contentTypeId: query['filter[content_type_id]'],
      parentCategoryId: query['filter[parent_category_id]'],
      name: query['filter[name]'],
      slug: query['filter[slug]'],
      id: query['filter[id]'],
    },
    page,
  );
  return { items: await present(scope, rows, query.expand), total };
}

/** One category; a deleted one is 404 for the public, like one that does not exist. */
export async function getCategory(scope: TRequestScope, id: number, expand: string | undefined): Promise<TCategory> {
  const row = await findCategory(scope.tenant, id);
  if (!row || (row.status !== 'active' && !can(scope.actor, 'categories.manage'))) throw notFound();
  const [category] = await present(scope, [row], expand);
  return category as TCategory;
}
