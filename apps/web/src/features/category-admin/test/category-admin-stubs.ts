/** Categories, attributes and the menu as the API answers them, and the stub table of the category admin page. */
import type { TAttribute, TCategory, TContentTypeOption } from '@izlog/contract/categories';
import { siteStubs, type TStubAnswer, type TStubTable } from '@/test/render-app';
import { signInAs } from '@/test/signed-in';

function attribute(id: number, name: string, values: string[], linkId: number): TAttribute {
  return {
    id,
    name,
    description: null,
    status: 'active',
    values,
    attributeValues: values.join(','),
    value_items: values.map((value, index) => ({ id: id * 100 + index, value })),
    attribute_connect: { id: linkId, status: 'active' },
  };
}

function category(overrides: Partial<TCategory> & Pick<TCategory, 'id' | 'name'>): TCategory {
  return {
    slug: overrides.name.toLowerCase(),
    description: null,
    parent_category_id: null,
    content_type_id: 3,
    color: null,
    status: 'active',
    image: null,
    stock_image: null,
    position: overrides.id,
    attributes: [],
    ...overrides,
  };
}

const shoes = category({
  id: 11,
  name: 'Shoes',
  description: 'Everything for your feet.',
  color: '#1864ab',
  position: 1,
  attributes: [attribute(51, 'Size', ['38', '39', '40'], 71), attribute(52, 'Colour', ['red', 'blue'], 72)],
});
const boots = category({ id: 12, name: 'Boots', parent_category_id: 11, position: 2 });
export const bags = category({ id: 13, name: 'Bags', position: 3 });
export const productCategories = [shoes, boots, bags];

export const menu: TContentTypeOption[] = [
  { id: 3, content_type_id: 3, name: 'Products', name_srp: 'Proizvodi', name_en: 'Products', position: 1 },
  { id: 2, content_type_id: 2, name: 'News', name_srp: 'Vesti', name_en: 'News', position: 2 },
  { id: 1, content_type_id: 1, name: 'Blog', name_srp: 'Blog', name_en: 'Blog', position: 3 },
  { id: 4, content_type_id: 4, name: 'Pages', name_srp: 'Stranice', name_en: 'Pages', position: 4 },
].map((option) => ({ ...option, is_enabled: true, category_count: option.id === 3 ? 3 : 0 }));

/** GET /categories by its filters: the product categories when active ones of type 3 are asked, nothing else. */
export function categoriesAnswer(categories: TCategory[]) {
  return (request: Request): TStubAnswer => {
    const query = new URL(request.url).searchParams;
    const type = Number(query.get('filter[content_type_id]'));
    const status = query.get('filter[status]') ?? 'active';
    const items = categories.filter((item) => item.content_type_id === type && item.status === status);
    return { body: items, headers: { 'X-Pagination-Total-Count': String(items.length) } };
  };
}

/** An admin on /admin/categories with the product categories above. */
export function categoryAdminStubs(extra: TStubTable = {}): TStubTable {
  return {
    ...siteStubs(),
    ...signInAs('ADMIN'),
    'GET /api/v1/licence-content-type-options': { body: menu },
    'GET /api/v1/categories': categoriesAnswer(productCategories),
    'GET /api/v1/categories/11': { body: shoes },
    ...extra,
  };
}
