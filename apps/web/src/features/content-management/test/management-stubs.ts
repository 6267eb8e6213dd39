/** What the content-management tests stub alike: a page of a list with its headers, a product category with values. */
import { category } from '@/test/catalogue-fixtures';
import type { TStubAnswer } from '@/test/render-app';

export const pageOf = (items: unknown[], { page = 1, pages = 1 } = {}): TStubAnswer => ({
  body: items,
  headers: {
    'X-Pagination-Current-Page': String(page),
    'X-Pagination-Page-Count': String(pages),
    'X-Pagination-Per-Page': '20',
    'X-Pagination-Total-Count': String(items.length),
  },
});

/** The query string a list call was sent with. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** A product category whose one attribute, Colour, has the values Red (701) and Oak (702). */
export const chairs = category({
  id: 7,
  name: 'Chairs',
  content_type_id: 3,
  attributes: [
    {
      id: 70,
      name: 'Colour',
      description: null,
      status: 'active',
      values: ['Red', 'Oak'],
      attributeValues: 'Red,Oak',
      value_items: [
        { id: 701, value: 'Red' },
        { id: 702, value: 'Oak' },
      ],
      attribute_connect: null,
    },
  ],
});
