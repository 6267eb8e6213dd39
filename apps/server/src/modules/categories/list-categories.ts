/** GET /categories and GET /categories/:id: the public sees active categories only; managers may ask for deleted. */
import type { TCategoriesQuery, TCategory } from '@izlog/contract/categories';
import { notFound } from '../../platform/http/errors';
import type { TPage } from '../../platform/http/pagination';
import { findCategory, listCategories, type TCategoryRow } from './categories.queries';
import { presentCategory } from './category.presenter';
import { attributesByCategory } from './category-attributes';
import type { TCategoryContext } from './category-context';

const expandsAttributes = (expand: string | undefined) =>
  (expand ?? '')
    .split(',')
    .map((part) => part.trim())
    .includes('attributes');

async function present(ctx: TCategoryContext, rows: TCategoryRow[], expand: string | undefined): Promise<TCategory[]> {
  if (!expandsAttributes(expand)) return rows.map((row) => presentCategory(row));
  const attributes = await attributesByCategory(
    ctx.tenant,
    rows.map((row) => row.id),
    !ctx.canManage,
  );
  return rows.map((row) => presentCategory(row, attributes.get(row.id) ?? []));
}

export async function findCategories(
  ctx: TCategoryContext,
  query: TCategoriesQuery,
  page: TPage,
): Promise<{ items: TCategory[]; total: number }> {
  const status = query['filter[status]'] ?? 'active';
  if (status !== 'active') ctx.requireManager();
  const { rows, total } = await listCategories(
    ctx.tenant,
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
  return { items: await present(ctx, rows, query.expand), total };
}

/** One category; a deleted one is 404 for the public, like one that does not exist. */
export async function getCategory(ctx: TCategoryContext, id: number, expand: string | undefined): Promise<TCategory> {
  const row = await findCategory(ctx.tenant, id);
  if (!row || (row.status !== 'active' && !ctx.canManage)) throw notFound();
  const [category] = await present(ctx, [row], expand);
  return category as TCategory;
}
